// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @recursive_function
// A function calling itself on both its tensor arguments (until a counter
// runs out): no summary, so the call's operands go out of place.
// EXPECT: @recursive_function(%n = 3): [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0] | %a = [0.0, 0.0, 0.0, 0.0] | %b = [0.0, 0.0, 0.0, 0.0]
func.func @recursive_function(%n: index, %a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %go = arith.cmpi sgt, %n, %c0 : index
  %r:2 = scf.if %go -> (tensor<?xf32>, tensor<?xf32>) {
    %k = arith.subi %n, %c1 : index
    %0:2 = func.call @recursive_function(%k, %a, %b) : (index, tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>)
    scf.yield %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
  } else {
    scf.yield %a, %b : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}
