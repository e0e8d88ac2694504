// linalg.mmt4d on i32 tiles into a constant accumulator, and a matvec.
func.func @main() {
  %a0 = tensor.empty() : tensor<2x2x2x1xi32>
  %b0 = tensor.empty() : tensor<2x2x3x1xi32>
  %two = arith.constant 2 : i32
  %five = arith.constant 5 : i32
  %a = linalg.fill ins(%two : i32) outs(%a0 : tensor<2x2x2x1xi32>) -> tensor<2x2x2x1xi32>
  %b = linalg.fill ins(%five : i32) outs(%b0 : tensor<2x2x3x1xi32>) -> tensor<2x2x3x1xi32>
  %acc = arith.constant dense<[[[[1, 2, 3], [4, 5, 6]], [[-1, -2, -3], [-4, -5, -6]]], [[[10, 20, 30], [40, 50, 60]], [[0, 0, 0], [7, 7, 7]]]]> : tensor<2x2x2x3xi32>
  %c = linalg.mmt4d ins(%a, %b : tensor<2x2x2x1xi32>, tensor<2x2x3x1xi32>) outs(%acc : tensor<2x2x2x3xi32>) -> tensor<2x2x2x3xi32>
  %p = tensor.cast %c : tensor<2x2x2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%p) : (tensor<*xi32>) -> ()
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %v = arith.constant dense<[1, 0, -1]> : tensor<3xi32>
  %z = arith.constant dense<[100, 200]> : tensor<2xi32>
  %mv = linalg.matvec ins(%m, %v : tensor<2x3xi32>, tensor<3xi32>) outs(%z : tensor<2xi32>) -> tensor<2xi32>
  %q = tensor.cast %mv : tensor<2xi32> to tensor<*xi32>
  call @printMemrefI32(%q) : (tensor<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(tensor<*xi32>)
