"""The frontend corpus: tensor models run through our pipeline and MLIR 22's,
lowered by MLIR and executed on ONNX's inputs."""
