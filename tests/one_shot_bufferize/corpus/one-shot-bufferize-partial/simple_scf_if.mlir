// OPTIONS: dialect-filter=scf,bufferization allow-unknown-ops=true allow-return-allocs-from-loops=true test-analysis-only
// UPSTREAM: @simple_scf_if
// Only scf and bufferization ops bufferized: an scf.if yielding a writable
// argument or an insert into it (which stays a tensor op).
func.func @simple_scf_if(%t1: tensor<?xf32> {bufferization.writable = true}, %c: i1, %pos: index, %f: f32) -> (tensor<?xf32>, index) {
  %r1, %r2 = scf.if %c -> (tensor<?xf32>, index) {
    scf.yield %t1, %pos : tensor<?xf32>, index
  } else {
    %1 = tensor.insert %f into %t1[%pos] : tensor<?xf32>
    scf.yield %1, %pos : tensor<?xf32>, index
  }
  return %r1, %r2 : tensor<?xf32>, index
}
