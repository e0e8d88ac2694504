// Constants of many element types (complex splats, index, f16, bf16, i8)
// passed unranked to the runner's printing and comparing functions, which
// read their arguments only (`bufferization.access = "read"`).
func.func private @printMemrefI8(tensor<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(tensor<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(tensor<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(tensor<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(tensor<*xindex>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefC32(tensor<*xcomplex<f32>> {bufferization.access = "read"}, tensor<*xcomplex<f32>> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefInd(tensor<*xindex> {bufferization.access = "read"}, tensor<*xindex> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
func.func @main() {
  %i8 = arith.constant dense<[[65, 66], [67, 68]]> : tensor<2x2xi8>
  %bf16 = arith.constant dense<-0.75> : tensor<2x3xbf16>
  %f16 = arith.constant dense<[1.5, 2.25, -3.0]> : tensor<3xf16>
  %c64 = arith.constant dense<(3.5,-1.0)> : tensor<2x2xcomplex<f64>>
  %ind = arith.constant dense<[[7, 8, 9]]> : tensor<1x3xindex>
  %c32a = arith.constant dense<(1.0,2.0)> : tensor<4xcomplex<f32>>
  %c32b = arith.constant dense<[(1.0,2.0), (1.0,2.5), (1.0,2.0), (0.0,2.0)]> : tensor<4xcomplex<f32>>
  %ind2 = arith.constant dense<[[7, 0, 9]]> : tensor<1x3xindex>
  %a = tensor.cast %c32a : tensor<4xcomplex<f32>> to tensor<*xcomplex<f32>>
  %b = tensor.cast %c32b : tensor<4xcomplex<f32>> to tensor<*xcomplex<f32>>
  %same = call @verifyMemRefC32(%a, %a) : (tensor<*xcomplex<f32>>, tensor<*xcomplex<f32>>) -> i64
  %differ = call @verifyMemRefC32(%a, %b) : (tensor<*xcomplex<f32>>, tensor<*xcomplex<f32>>) -> i64
  vector.print %same : i64
  vector.print %differ : i64
  %i = tensor.cast %ind : tensor<1x3xindex> to tensor<*xindex>
  %j = tensor.cast %ind2 : tensor<1x3xindex> to tensor<*xindex>
  %ind_differ = call @verifyMemRefInd(%i, %j) : (tensor<*xindex>, tensor<*xindex>) -> i64
  vector.print %ind_differ : i64
  %1 = tensor.cast %i8 : tensor<2x2xi8> to tensor<*xi8>
  call @printMemrefI8(%1) : (tensor<*xi8>) -> ()
  %2 = tensor.cast %bf16 : tensor<2x3xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%2) : (tensor<*xbf16>) -> ()
  %3 = tensor.cast %f16 : tensor<3xf16> to tensor<*xf16>
  call @printMemrefF16(%3) : (tensor<*xf16>) -> ()
  %4 = tensor.cast %c64 : tensor<2x2xcomplex<f64>> to tensor<*xcomplex<f64>>
  call @printMemrefC64(%4) : (tensor<*xcomplex<f64>>) -> ()
  %5 = tensor.cast %ind : tensor<1x3xindex> to tensor<*xindex>
  call @printMemrefInd(%5) : (tensor<*xindex>) -> ()
  return
}
