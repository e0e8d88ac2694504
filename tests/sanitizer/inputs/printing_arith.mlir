// The arith ops the sanitizer implements beyond xDSL's interpreter, each
// printed with vector.print: test_ops_vector.py compares the sanitizer's
// output with the values below (worked out by hand) and with what the same
// program prints compiled by mlir-opt-22 and run by mlir-runner-22.
func.func @main() {
  %a = arith.constant 7.5 : f32
  %b = arith.constant -2.0 : f32
  %zero = arith.constant 0.0 : f32
  %m7 = arith.constant -7 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %minus1_i8 = arith.constant -1 : i8
  %c200_i16 = arith.constant 200 : i16
  %true = arith.constant true
  %ci = arith.constant 5 : index
  // remf: the sign of the dividend (1.5, -1.5); a zero divisor gives NaN
  %r0 = arith.remf %a, %b : f32
  vector.print %r0 : f32
  %na = arith.negf %a : f32
  %r1 = arith.remf %na, %b : f32
  vector.print %r1 : f32
  // unsigned division and remainder of -7 : i32 (4294967289)
  %d0 = arith.divui %m7, %two : i32
  vector.print %d0 : i32
  %d1 = arith.remui %m7, %three : i32
  vector.print %d1 : i32
  %d2 = arith.ceildivui %m7, %two : i32
  vector.print %d2 : i32
  %d3 = arith.ceildivsi %m7, %two : i32
  vector.print %d3 : i32
  %d4 = arith.shrui %m7, %two : i32
  vector.print %d4 : i32
  %d5 = arith.maxui %m7, %two : i32
  vector.print %d5 : i32
  %d6 = arith.minui %m7, %two : i32
  vector.print %d6 : i32
  // extensions and truncations
  %e0 = arith.extsi %minus1_i8 : i8 to i32
  vector.print %e0 : i32
  %e1 = arith.extui %minus1_i8 : i8 to i32
  vector.print %e1 : i32
  %e2 = arith.extui %true : i1 to i32
  vector.print %e2 : i32
  %e3 = arith.extsi %true : i1 to i32
  vector.print %e3 : i32
  %e4 = arith.trunci %c200_i16 : i16 to i8
  vector.print %e4 : i8
  %e5 = arith.index_castui %minus1_i8 : i8 to index
  vector.print %e5 : index
  %e6 = arith.index_castui %ci : index to i8
  vector.print %e6 : i8
  // floats and integers
  %f0 = arith.uitofp %minus1_i8 : i8 to f32
  vector.print %f0 : f32
  %f1 = arith.fptosi %b : f32 to i32
  vector.print %f1 : i32
  %f2 = arith.fptoui %a : f32 to i32
  vector.print %f2 : i32
  %third = arith.constant 0.333333333333333 : f64
  %f3 = arith.truncf %third : f64 to f32
  %f4 = arith.extf %f3 : f32 to f64
  %f5 = arith.subf %f4, %third : f64
  vector.print %f5 : f64
  %f6 = arith.bitcast %a : f32 to i32
  vector.print %f6 : i32
  %f7 = arith.bitcast %f6 : i32 to f32
  vector.print %f7 : f32
  %f8 = arith.maxnumf %a, %b : f32
  vector.print %f8 : f32
  %f9 = arith.minnumf %a, %b : f32
  vector.print %f9 : f32
  // extended multiplication and addition: low and high halves, overflow bit
  %x0, %x1 = arith.mulsi_extended %m7, %two : i32
  vector.print %x0 : i32 punctuation <comma>
  vector.print %x1 : i32
  %x2, %x3 = arith.mului_extended %m7, %two : i32
  vector.print %x2 : i32 punctuation <comma>
  vector.print %x3 : i32
  %x4, %x5 = arith.addui_extended %m7, %three : i32, i1
  vector.print %x4 : i32 punctuation <comma>
  vector.print %x5 : i1
  %x6, %x7 = arith.addui_extended %m7, %two : i32, i1
  vector.print %x6 : i32 punctuation <comma>
  vector.print %x7 : i1
  vector.print str "done\n"
  return
}
