// ValueTypes.td - the machine value types kiln's target descriptions name.
//
// A ValueType is a scalar or vector type a register can hold or an SDNode can
// produce. `Size` is the width in bits (0 for non-data types such as `OtherVT`)
// and `Value` is the type's number in kiln's MVT table, so a generated table can
// refer to a type by number. `iPTR` stands for the target's pointer type.

#ifndef KILN_VALUE_TYPES_TD
#define KILN_VALUE_TYPES_TD

class ValueType<int size, int value> {
  string Namespace = "MVT";
  int Size = size;
  int Value = value;
}

def OtherVT : ValueType<0,    1>;   // chains, basic blocks, condition codes
def i1      : ValueType<1,    2>;
def i8      : ValueType<8,    3>;
def i16     : ValueType<16,   4>;
def i32     : ValueType<32,   5>;
def i64     : ValueType<64,   6>;
def i128    : ValueType<128,  7>;
def f16     : ValueType<16,   8>;
def f32     : ValueType<32,   9>;
def f64     : ValueType<64,  10>;
def f80     : ValueType<80,  11>;   // x87 extended precision
def f128    : ValueType<128, 12>;
def v16i8   : ValueType<128, 13>;
def v8i16   : ValueType<128, 14>;
def v4i32   : ValueType<128, 15>;
def v2i64   : ValueType<128, 16>;
def v4f32   : ValueType<128, 17>;
def v2f64   : ValueType<128, 18>;
def v32i8   : ValueType<256, 19>;
def v16i16  : ValueType<256, 20>;
def v8i32   : ValueType<256, 21>;
def v4i64   : ValueType<256, 22>;
def v8f32   : ValueType<256, 23>;
def v4f64   : ValueType<256, 24>;
def Glue    : ValueType<0,   25>;   // glue between scheduled-together nodes
def isVoid  : ValueType<0,   26>;   // no value
def untyped : ValueType<8,   27>;   // register of unknown type (e.g. pairs)
def iPTR    : ValueType<0,   28>;   // the target's pointer type, resolved late
// Narrow vectors (MMX, legalization by widening) and 512-bit vectors (AVX-512).
def v8i8    : ValueType<64,  29>;
def v4i16   : ValueType<64,  30>;
def v2i32   : ValueType<64,  31>;
def v1i64   : ValueType<64,  32>;
def v2f32   : ValueType<64,  33>;
def v64i8   : ValueType<512, 34>;
def v32i16  : ValueType<512, 35>;
def v16i32  : ValueType<512, 36>;
def v8i64   : ValueType<512, 37>;
def v16f32  : ValueType<512, 38>;
def v8f64   : ValueType<512, 39>;

#endif // KILN_VALUE_TYPES_TD
