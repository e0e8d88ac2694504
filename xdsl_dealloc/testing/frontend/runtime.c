/* What the frontend corpus's harnesses call: printing a memref's values
 * in full precision, and `memrefCopy`, which MLIR's memref lowering calls
 * for copies between non-contiguous buffers.  The same code is loaded by
 * mlir-runner-22 (as a shared library) and linked into the executable that
 * runs under valgrind, which then loads no LLVM libraries.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An unranked memref as MLIR's C interface passes it; the descriptor is
 * {allocated, aligned, offset, sizes[rank], strides[rank]}. */
typedef struct {
  int64_t rank;
  void *descriptor;
} UnrankedMemRef;

typedef struct {
  void *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizes_and_strides[];
} Descriptor;

typedef void (*ElementVisitor)(const char *element, void *context);

/* Calls `visit` on each element in row-major order. */
static void for_each_element(const UnrankedMemRef *memref, int64_t element_size,
                             ElementVisitor visit, void *context) {
  const Descriptor *descriptor = memref->descriptor;
  int64_t rank = memref->rank;
  const int64_t *sizes = descriptor->sizes_and_strides;
  const int64_t *strides = descriptor->sizes_and_strides + rank;
  int64_t index[rank > 0 ? rank : 1];
  for (int64_t d = 0; d < rank; ++d) {
    if (sizes[d] == 0)
      return;
    index[d] = 0;
  }
  for (;;) {
    int64_t position = descriptor->offset;
    for (int64_t d = 0; d < rank; ++d)
      position += index[d] * strides[d];
    visit(descriptor->aligned + position * element_size, context);
    int64_t d = rank - 1;
    while (d >= 0 && ++index[d] == sizes[d])
      index[d--] = 0;
    if (d < 0)
      return;
  }
}

typedef struct {
  char *cursor;
  int64_t element_size;
} CopyCursor;

static void gather(const char *element, void *context) {
  CopyCursor *cursor = context;
  memcpy(cursor->cursor, element, cursor->element_size);
  cursor->cursor += cursor->element_size;
}

static void scatter(const char *element, void *context) {
  CopyCursor *cursor = context;
  memcpy((char *)element, cursor->cursor, cursor->element_size);
  cursor->cursor += cursor->element_size;
}

static int64_t element_count(const UnrankedMemRef *memref) {
  const Descriptor *descriptor = memref->descriptor;
  int64_t count = 1;
  for (int64_t d = 0; d < memref->rank; ++d)
    count *= descriptor->sizes_and_strides[d];
  return count;
}

/* Copies through a contiguous temporary, so overlapping views copy as
 * if the source were read first. */
void memrefCopy(int64_t element_size, UnrankedMemRef *source,
                UnrankedMemRef *target) {
  int64_t bytes = element_count(source) * element_size;
  char *buffer = malloc(bytes > 0 ? bytes : 1);
  CopyCursor cursor = {buffer, element_size};
  for_each_element(source, element_size, gather, &cursor);
  cursor.cursor = buffer;
  for_each_element(target, element_size, scatter, &cursor);
  free(buffer);
}

static void print_shape(const UnrankedMemRef *memref) {
  const Descriptor *descriptor = memref->descriptor;
  printf("result [");
  for (int64_t d = 0; d < memref->rank; ++d)
    printf(d ? " %lld" : "%lld", (long long)descriptor->sizes_and_strides[d]);
  printf("]");
}

static void print_f64(double value) { printf(" %.17g", value); }

static void visit_f16(const char *e, void *c) {
  (void)c;
  _Float16 value;
  memcpy(&value, e, 2);
  print_f64((double)value);
}
static void visit_bf16(const char *e, void *c) {
  (void)c;
  uint16_t bits;
  memcpy(&bits, e, 2);
  uint32_t wide = (uint32_t)bits << 16;
  float value;
  memcpy(&value, &wide, 4);
  print_f64(value);
}
static void visit_f32(const char *e, void *c) {
  (void)c;
  float value;
  memcpy(&value, e, 4);
  print_f64(value);
}
static void visit_f64(const char *e, void *c) {
  (void)c;
  double value;
  memcpy(&value, e, 8);
  print_f64(value);
}
static void visit_i1(const char *e, void *c) {
  (void)c;
  printf(" %d", *e & 1);
}
static void visit_i8(const char *e, void *c) {
  (void)c;
  printf(" %d", (int)*(const int8_t *)e);
}
static void visit_i16(const char *e, void *c) {
  (void)c;
  int16_t value;
  memcpy(&value, e, 2);
  printf(" %d", (int)value);
}
static void visit_i32(const char *e, void *c) {
  (void)c;
  int32_t value;
  memcpy(&value, e, 4);
  printf(" %d", (int)value);
}
static void visit_i64(const char *e, void *c) {
  (void)c;
  int64_t value;
  memcpy(&value, e, 8);
  printf(" %lld", (long long)value);
}

/* One line per result: `result [SIZES] VALUES`. */
#define PRINTER(NAME, SIZE)                                                    \
  void _mlir_ciface_frontend_print_##NAME(UnrankedMemRef *memref) {           \
    print_shape(memref);                                                       \
    for_each_element(memref, SIZE, visit_##NAME, NULL);                        \
    printf("\n");                                                              \
    fflush(stdout);                                                            \
  }

PRINTER(f16, 2)
PRINTER(bf16, 2)
PRINTER(f32, 4)
PRINTER(f64, 8)
PRINTER(i1, 1)
PRINTER(i8, 1)
PRINTER(i16, 2)
PRINTER(i32, 4)
PRINTER(i64, 8)

/* f32 to bf16, rounding to nearest even: LLVM calls it for `arith.truncf`
 * to bf16 on CPUs without a bf16 instruction, and mlir-runner-22 does not
 * load the compiler runtime that has it.  bf16 is returned as a half is
 * (the low 16 bits of xmm0), which gcc 12 can spell only as `_Float16`. */
_Float16 __truncsfbf2(float value) {
  uint32_t bits;
  memcpy(&bits, &value, 4);
  uint16_t truncated;
  if ((bits & 0x7FFFFFFF) > 0x7F800000)
    truncated = (uint16_t)((bits >> 16) | 0x40);
  else
    truncated = (uint16_t)((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16);
  _Float16 result;
  memcpy(&result, &truncated, 2);
  return result;
}

#ifdef FRONTEND_EXECUTABLE
void frontend_main(void);

int main(void) {
  frontend_main();
  return 0;
}
#endif
