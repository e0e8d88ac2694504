// vector.print's forms as MLIR's integration tests use them: test_ops_vector.py
// compares what the sanitizer prints with mlir-runner-22's output.
func.func @main() {
  %f = arith.constant 1.5 : f32
  %d = arith.constant 0.1 : f64
  %i = arith.constant -3 : i32
  %b = arith.constant true
  %x = arith.constant -1 : index
  %u = arith.constant 200 : i8
  %big = arith.constant 1.0e10 : f32
  vector.print %f : f32
  vector.print %d : f64
  vector.print %i : i32
  vector.print %b : i1
  vector.print %x : index
  vector.print %u : i8
  vector.print %big : f32
  vector.print str "hello\n"
  vector.print str "no newline"
  vector.print punctuation <comma>
  vector.print %f : f32 punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print
  return
}
