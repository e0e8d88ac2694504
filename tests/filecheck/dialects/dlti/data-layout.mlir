// A data layout specification with MLIR's older `#dlti.dl_entry<key, value>`
// entries parses; printed in the newer `key = value` form, as mlir-opt-22
// prints it.

// RUN: xdsl-opt %s | filecheck %s
// RUN: %if mlir-opt-22 %{ mlir-opt-22 %s | filecheck %s %}

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>>} {
  func.func @f() {
    return
  }
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "little", i64 = dense<64> : vector<2xi64>>} {
