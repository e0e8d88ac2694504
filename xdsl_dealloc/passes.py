"""Every pass of the package, for Python programs (docs/python-api.md).

Importing this module imports every pass (which `xdsl-opt` does not: its
loaders import a pass when a pipeline names it) and attaches nothing:
call `xdsl_dealloc.register()` before running one.
"""

from __future__ import annotations

from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    BufferDeallocationSimplificationPass,
)
from xdsl_dealloc.transforms.buffer_hoisting import (
    BufferHoistingPass,
    BufferLoopHoistingPass,
)
from xdsl_dealloc.transforms.buffer_results_to_out_params import (
    BufferResultsToOutParamsPass,
)
from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
    LowerDeallocationsPass,
)
from xdsl_dealloc.transforms.canonicalize import MLIRCanonicalizePass
from xdsl_dealloc.transforms.convert_bufferization_to_memref import (
    ConvertBufferizationToMemRefPass,
)
from xdsl_dealloc.transforms.dominance_cse import DominanceCSEPass
from xdsl_dealloc.transforms.drop_equivalent_buffer_results import (
    DropEquivalentBufferResultsPass,
)
from xdsl_dealloc.transforms.eliminate_empty_tensors import EliminateEmptyTensorsPass
from xdsl_dealloc.transforms.empty_tensor_to_alloc_tensor import (
    EmptyTensorToAllocTensorPass,
)
from xdsl_dealloc.transforms.expand_realloc import ExpandReallocPass
from xdsl_dealloc.transforms.linalg_generalize_map_reduce import (
    LinalgGeneralizeMapReducePass,
)
from xdsl_dealloc.transforms.one_shot_bufferize import OneShotBufferizePass
from xdsl_dealloc.transforms.optimize_allocation_liveness import (
    OptimizeAllocationLivenessPass,
)
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)
from xdsl_dealloc.transforms.promote_buffers_to_stack import PromoteBuffersToStackPass

__all__ = [
    "BufferDeallocationPipelinePass",
    "BufferDeallocationSimplificationPass",
    "BufferHoistingPass",
    "BufferLoopHoistingPass",
    "BufferResultsToOutParamsPass",
    "ConvertBufferizationToMemRefPass",
    "DominanceCSEPass",
    "DropEquivalentBufferResultsPass",
    "EliminateEmptyTensorsPass",
    "EmptyTensorToAllocTensorPass",
    "ExpandReallocPass",
    "LinalgGeneralizeMapReducePass",
    "LowerDeallocationsPass",
    "MLIRCanonicalizePass",
    "OneShotBufferizePass",
    "OptimizeAllocationLivenessPass",
    "OwnershipBasedBufferDeallocationPass",
    "PromoteBuffersToStackPass",
]
