// The index dialect's ops, each printed with vector.print: test_ops_vector.py
// compares the sanitizer's output with the values below (worked out by
// hand) and with what mlir-opt-22 and mlir-runner-22 make of the program.
func.func @main() {
  %m7 = index.constant -7
  %c2 = index.constant 2
  %c3 = index.constant 3
  %c63 = index.constant 63
  %0 = index.add %m7, %c2
  vector.print %0 : index
  %1 = index.sub %c2, %c3
  vector.print %1 : index
  %2 = index.mul %m7, %c3
  vector.print %2 : index
  %3 = index.divs %m7, %c2
  %s3 = index.casts %3 : index to i64
  vector.print %s3 : i64
  %4 = index.divu %m7, %c2
  vector.print %4 : index
  %5 = index.ceildivs %m7, %c2
  %s5 = index.casts %5 : index to i64
  vector.print %s5 : i64
  %6 = index.ceildivu %c3, %c2
  vector.print %6 : index
  %7 = index.floordivs %m7, %c2
  %s7 = index.casts %7 : index to i64
  vector.print %s7 : i64
  %8 = index.rems %m7, %c3
  %s8 = index.casts %8 : index to i64
  vector.print %s8 : i64
  %9 = index.remu %m7, %c3
  vector.print %9 : index
  %10 = index.maxs %m7, %c2
  vector.print %10 : index
  %11 = index.maxu %m7, %c2
  %s11 = index.casts %11 : index to i64
  vector.print %s11 : i64
  %12 = index.mins %m7, %c2
  %s12 = index.casts %12 : index to i64
  vector.print %s12 : i64
  %13 = index.minu %m7, %c2
  vector.print %13 : index
  %14 = index.shl %c3, %c63
  %s14 = index.casts %14 : index to i64
  vector.print %s14 : i64
  %15 = index.shrs %m7, %c2
  %s15 = index.casts %15 : index to i64
  vector.print %s15 : i64
  %16 = index.shru %m7, %c63
  vector.print %16 : index
  %17 = index.and %m7, %c3
  vector.print %17 : index
  %18 = index.or %m7, %c2
  %s18 = index.casts %18 : index to i64
  vector.print %s18 : i64
  %19 = index.xor %m7, %c3
  %s19 = index.casts %19 : index to i64
  vector.print %s19 : i64
  %lt = index.cmp slt(%m7, %c2)
  vector.print %lt : i1
  %ult = index.cmp ult(%m7, %c2)
  vector.print %ult : i1
  %eq = index.cmp eq(%c2, %c2)
  vector.print %eq : i1
  %uge = index.cmp uge(%m7, %c3)
  vector.print %uge : i1
  %t = index.bool.constant true
  vector.print %t : i1
  %n8 = arith.constant -8 : i8
  %20 = index.casts %n8 : i8 to index
  %s20 = index.casts %20 : index to i64
  vector.print %s20 : i64
  %21 = index.castu %n8 : i8 to index
  vector.print %21 : index
  %22 = index.castu %m7 : index to i8
  vector.print %22 : i8
  %size = index.sizeof
  vector.print %size : index
  return
}
