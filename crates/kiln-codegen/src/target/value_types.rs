//! Value types, shared by the target interface (calling conventions, lowering tables,
//! instruction info) and the instruction selectors: [`Mvt`] (the simple machine value types a register can
//! hold, numbered exactly as `td/ValueTypes.td` numbers them so generated tables can name a
//! type by number) and [`Evt`] (any integer width and any fixed vector, as IR produces before
//! type legalization). A test parses `ValueTypes.td` and checks every def against [`Mvt`].

use crate::target::data_layout::DataLayout;
use kiln_ir::{Type, TypeId, TypeTable};

/// What kind of value an [`Mvt`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MvtKind {
    Int,
    Float,
    Vector,
    /// `Other`, `Glue`, `isVoid`, `Untyped`, `iPTR`: not data of a fixed width.
    Special,
}

macro_rules! mvts {
    ($($variant:ident = $value:literal, $td:literal, $bits:literal, $kind:ident, $elem:ident, $len:literal;)*) => {
        /// A simple machine value type; the discriminant is the `Value` of the `.td` def.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Mvt { $($variant = $value,)* }

        impl Mvt {
            /// Every simple type in numbering order.
            pub const ALL: &'static [Mvt] = &[$(Mvt::$variant,)*];

            /// The name of the type's def in `ValueTypes.td`.
            pub fn td_name(self) -> &'static str {
                match self { $(Mvt::$variant => $td,)* }
            }

            /// The width in bits (0 for the special types; `Untyped` is 8 as in the `.td`).
            pub fn size_bits(self) -> u32 {
                match self { $(Mvt::$variant => $bits,)* }
            }

            pub fn kind(self) -> MvtKind {
                match self { $(Mvt::$variant => MvtKind::$kind,)* }
            }

            /// The element type of a vector, the type itself otherwise.
            pub fn scalar(self) -> Mvt {
                match self { $(Mvt::$variant => Mvt::$elem,)* }
            }

            /// The number of vector elements (1 for scalars).
            pub fn num_elements(self) -> u32 {
                match self { $(Mvt::$variant => $len,)* }
            }
        }
    };
}

mvts! {
    Other = 1, "OtherVT", 0, Special, Other, 1;
    I1 = 2, "i1", 1, Int, I1, 1;
    I8 = 3, "i8", 8, Int, I8, 1;
    I16 = 4, "i16", 16, Int, I16, 1;
    I32 = 5, "i32", 32, Int, I32, 1;
    I64 = 6, "i64", 64, Int, I64, 1;
    I128 = 7, "i128", 128, Int, I128, 1;
    F16 = 8, "f16", 16, Float, F16, 1;
    F32 = 9, "f32", 32, Float, F32, 1;
    F64 = 10, "f64", 64, Float, F64, 1;
    F80 = 11, "f80", 80, Float, F80, 1;
    F128 = 12, "f128", 128, Float, F128, 1;
    V16I8 = 13, "v16i8", 128, Vector, I8, 16;
    V8I16 = 14, "v8i16", 128, Vector, I16, 8;
    V4I32 = 15, "v4i32", 128, Vector, I32, 4;
    V2I64 = 16, "v2i64", 128, Vector, I64, 2;
    V4F32 = 17, "v4f32", 128, Vector, F32, 4;
    V2F64 = 18, "v2f64", 128, Vector, F64, 2;
    V32I8 = 19, "v32i8", 256, Vector, I8, 32;
    V16I16 = 20, "v16i16", 256, Vector, I16, 16;
    V8I32 = 21, "v8i32", 256, Vector, I32, 8;
    V4I64 = 22, "v4i64", 256, Vector, I64, 4;
    V8F32 = 23, "v8f32", 256, Vector, F32, 8;
    V4F64 = 24, "v4f64", 256, Vector, F64, 4;
    Glue = 25, "Glue", 0, Special, Glue, 1;
    IsVoid = 26, "isVoid", 0, Special, IsVoid, 1;
    Untyped = 27, "untyped", 8, Special, Untyped, 1;
    IPtr = 28, "iPTR", 0, Special, IPtr, 1;
    V8I8 = 29, "v8i8", 64, Vector, I8, 8;
    V4I16 = 30, "v4i16", 64, Vector, I16, 4;
    V2I32 = 31, "v2i32", 64, Vector, I32, 2;
    V1I64 = 32, "v1i64", 64, Vector, I64, 1;
    V2F32 = 33, "v2f32", 64, Vector, F32, 2;
    V64I8 = 34, "v64i8", 512, Vector, I8, 64;
    V32I16 = 35, "v32i16", 512, Vector, I16, 32;
    V16I32 = 36, "v16i32", 512, Vector, I32, 16;
    V8I64 = 37, "v8i64", 512, Vector, I64, 8;
    V16F32 = 38, "v16f32", 512, Vector, F32, 16;
    V8F64 = 39, "v8f64", 512, Vector, F64, 8;
}

impl Mvt {
    /// One more than the largest discriminant: the size of tables indexed by `Mvt as usize`.
    pub const COUNT: usize = 40;

    /// The type with `.td` number `value`.
    pub fn from_value(value: u32) -> Option<Mvt> {
        Mvt::ALL.iter().copied().find(|m| *m as u32 == value)
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn is_integer(self) -> bool {
        self.kind() == MvtKind::Int
    }

    pub fn is_float(self) -> bool {
        self.kind() == MvtKind::Float
    }

    pub fn is_vector(self) -> bool {
        self.kind() == MvtKind::Vector
    }

    /// `iN` for a width with a simple type.
    pub fn integer(bits: u32) -> Option<Mvt> {
        Some(match bits {
            1 => Mvt::I1,
            8 => Mvt::I8,
            16 => Mvt::I16,
            32 => Mvt::I32,
            64 => Mvt::I64,
            128 => Mvt::I128,
            _ => return None,
        })
    }

    /// `fN` for a width with a simple type (16, 32, 64, 80, 128).
    pub fn float(bits: u32) -> Option<Mvt> {
        Mvt::ALL.iter().copied().find(|m| m.is_float() && m.size_bits() == bits)
    }

    /// The simple vector type of `len` elements of `elem`, if there is one.
    pub fn vector(elem: Mvt, len: u32) -> Option<Mvt> {
        Mvt::ALL.iter().copied().find(|m| m.is_vector() && m.scalar() == elem && m.num_elements() == len)
    }

    /// The name used in DAG dumps: the `.td` name, `ch` for chains and `glue` for glue.
    pub fn dump_name(self) -> &'static str {
        match self {
            Mvt::Other => "ch",
            Mvt::Glue => "glue",
            _ => self.td_name(),
        }
    }
}

/// An extended value type: a simple type, an integer of any width, or a fixed vector whose
/// element is a simple type or an integer of any width. Constructors normalise, so a type that
/// has a simple form is always `Simple`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evt {
    Simple(Mvt),
    /// An integer width with no simple type (`i24`, `i256`).
    Int(u32),
    /// A vector with no simple type: `len` elements of `elem` (an [`Mvt`] scalar) or, when
    /// `elem` is `None`, of `int_bits`-wide integers.
    Vector {
        elem: Option<Mvt>,
        int_bits: u32,
        len: u32,
    },
}

impl From<Mvt> for Evt {
    fn from(m: Mvt) -> Evt {
        Evt::Simple(m)
    }
}

impl Evt {
    pub const OTHER: Evt = Evt::Simple(Mvt::Other);
    pub const GLUE: Evt = Evt::Simple(Mvt::Glue);

    pub fn int(bits: u32) -> Evt {
        Mvt::integer(bits).map_or(Evt::Int(bits), Evt::Simple)
    }

    /// A vector of `len` elements of the scalar type `elem`.
    pub fn vector(elem: Evt, len: u32) -> Evt {
        match elem {
            Evt::Simple(m) => Mvt::vector(m, len).map_or(Evt::Vector { elem: Some(m), int_bits: 0, len }, Evt::Simple),
            Evt::Int(bits) => Evt::Vector { elem: None, int_bits: bits, len },
            Evt::Vector { .. } => panic!("Evt::vector: element type {elem} is itself a vector"),
        }
    }

    pub fn simple(self) -> Option<Mvt> {
        match self {
            Evt::Simple(m) => Some(m),
            _ => None,
        }
    }

    pub fn is_simple(self) -> bool {
        matches!(self, Evt::Simple(_))
    }

    pub fn is_vector(self) -> bool {
        matches!(self, Evt::Vector { .. }) || matches!(self, Evt::Simple(m) if m.is_vector())
    }

    pub fn is_integer(self) -> bool {
        matches!(self, Evt::Int(_)) || matches!(self, Evt::Simple(m) if m.is_integer())
    }

    pub fn is_float(self) -> bool {
        matches!(self, Evt::Simple(m) if m.is_float())
    }

    /// Whether the type is an integer or a vector of integers.
    pub fn is_integer_or_int_vector(self) -> bool {
        self.scalar().is_integer()
    }

    /// The element type of a vector, the type itself otherwise.
    pub fn scalar(self) -> Evt {
        match self {
            Evt::Simple(m) => Evt::Simple(m.scalar()),
            Evt::Int(_) => self,
            Evt::Vector { elem: Some(m), .. } => Evt::Simple(m),
            Evt::Vector { int_bits, .. } => Evt::int(int_bits),
        }
    }

    pub fn num_elements(self) -> u32 {
        match self {
            Evt::Simple(m) => m.num_elements(),
            Evt::Int(_) => 1,
            Evt::Vector { len, .. } => len,
        }
    }

    pub fn size_bits(self) -> u64 {
        match self {
            Evt::Simple(m) => m.size_bits() as u64,
            Evt::Int(bits) => bits as u64,
            Evt::Vector { .. } => self.scalar().size_bits() * self.num_elements() as u64,
        }
    }

    pub fn scalar_size_bits(self) -> u64 {
        self.scalar().size_bits()
    }

    /// The bytes a store of this type writes.
    pub fn store_size(self) -> u64 {
        self.size_bits().div_ceil(8)
    }

    /// The integer type (or integer vector type) of the same shape and width.
    pub fn change_to_integer(self) -> Evt {
        let scalar = Evt::int(self.scalar_size_bits() as u32);
        if self.is_vector() {
            Evt::vector(scalar, self.num_elements())
        } else {
            scalar
        }
    }

    /// The value type of a value of IR type `ty`: pointers become integers of the pointer
    /// width of their address space. Types a value cannot have in a register (aggregates,
    /// scalable vectors, `ppc_fp128`, `bfloat`, ...) are an error naming the type.
    pub fn from_ir_type(types: &TypeTable, dl: &DataLayout, ty: TypeId) -> Result<Evt, String> {
        let unsupported = |what: &str| Err(format!("unsupported type {what} in instruction selection"));
        match types.get(ty) {
            Type::Int(bits) => Ok(Evt::int(*bits)),
            Type::Half => Ok(Mvt::F16.into()),
            Type::Float => Ok(Mvt::F32.into()),
            Type::Double => Ok(Mvt::F64.into()),
            Type::X86Fp80 => Ok(Mvt::F80.into()),
            Type::Fp128 => Ok(Mvt::F128.into()),
            Type::Ptr { addrspace, .. } => Ok(Evt::int(dl.pointer_size_bits(*addrspace))),
            Type::Vector { scalable: true, .. } => unsupported("scalable vector"),
            Type::Vector { len, elem, .. } => {
                let e = Evt::from_ir_type(types, dl, *elem)?;
                Ok(Evt::vector(e, *len))
            }
            Type::BFloat => unsupported("bfloat"),
            Type::PpcFp128 => unsupported("ppc_fp128"),
            Type::X86Mmx => unsupported("x86_mmx"),
            Type::X86Amx => unsupported("x86_amx"),
            Type::Void => unsupported("void"),
            Type::Label => unsupported("label"),
            Type::Metadata => unsupported("metadata"),
            Type::Token => unsupported("token"),
            Type::Array { .. } => unsupported("array (aggregate values)"),
            Type::Struct { .. } | Type::Named { .. } => unsupported("struct (aggregate values)"),
            Type::Function { .. } => unsupported("function"),
        }
    }
}

impl std::fmt::Display for Evt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Evt::Simple(m) => f.write_str(m.dump_name()),
            Evt::Int(bits) => write!(f, "i{bits}"),
            Evt::Vector { len, .. } => write!(f, "v{len}{}", self.scalar()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `ValueType` def of `td/ValueTypes.td` is an [`Mvt`] with the same number and size,
    /// and every [`Mvt`] has a def: the `.td` and the enum are one truth.
    #[test]
    fn matches_value_types_td() {
        let path = format!("{}/ValueTypes.td", crate::TD_DIR);
        let rk = kiln_tablegen::parse_file(&path, &kiln_tablegen::Options::default()).unwrap_or_else(|e| panic!("{e}"));
        let defs = rk.defs_derived_from("ValueType").unwrap();
        assert_eq!(defs.len(), Mvt::ALL.len());
        for def in defs {
            let value = def.get_value_as_int("Value").unwrap();
            let size = def.get_value_as_int("Size").unwrap();
            let mvt = Mvt::from_value(value as u32).unwrap_or_else(|| panic!("{} = {value} has no Mvt", def.name()));
            assert_eq!(mvt.td_name(), def.name());
            assert_eq!(mvt.size_bits() as i64, size, "{}", def.name());
        }
        assert!(Mvt::ALL.iter().all(|m| (*m as usize) < Mvt::COUNT));
    }

    #[test]
    fn simple_type_queries() {
        assert_eq!(Mvt::integer(32), Some(Mvt::I32));
        assert_eq!(Mvt::integer(24), None);
        assert_eq!(Mvt::float(80), Some(Mvt::F80));
        assert_eq!(Mvt::vector(Mvt::F32, 4), Some(Mvt::V4F32));
        assert_eq!((Mvt::V8I16.scalar(), Mvt::V8I16.num_elements(), Mvt::V8I16.size_bits()), (Mvt::I16, 8, 128));
        assert!(Mvt::V2F64.is_vector() && !Mvt::V2F64.is_float());
        assert_eq!(Mvt::Other.dump_name(), "ch");
    }

    #[test]
    fn extended_types_normalise() {
        assert_eq!(Evt::int(64), Evt::Simple(Mvt::I64));
        assert_eq!(Evt::int(24), Evt::Int(24));
        assert_eq!(Evt::vector(Evt::int(32), 4), Evt::Simple(Mvt::V4I32));
        let v3i32 = Evt::vector(Evt::int(32), 3);
        assert_eq!(
            (v3i32.size_bits(), v3i32.scalar(), v3i32.to_string()),
            (96, Evt::Simple(Mvt::I32), "v3i32".to_string())
        );
        let v5i24 = Evt::vector(Evt::int(24), 5);
        assert_eq!((v5i24.size_bits(), v5i24.store_size(), v5i24.to_string()), (120, 15, "v5i24".to_string()));
        assert_eq!(Evt::Simple(Mvt::V4F32).change_to_integer(), Evt::Simple(Mvt::V4I32));
        assert!(Evt::int(7).is_integer() && v5i24.is_integer_or_int_vector() && !v5i24.is_integer());
    }

    #[test]
    fn from_ir_types() {
        let m = kiln_ir::parse("t.ll", "target datalayout = \"p:32:32\"\n%s = type { i32 }\n").unwrap();
        let mut types = m.types.clone();
        let dl = DataLayout::parse("p:32:32").unwrap();
        let i24 = types.int(24);
        let p = types.ptr(0, Some(TypeTable::I8));
        let v = types.vector(8, TypeTable::I8, false);
        let sv = types.vector(4, TypeTable::I32, true);
        let dbl = types.intern(Type::Double);
        assert_eq!(Evt::from_ir_type(&types, &dl, i24), Ok(Evt::Int(24)));
        assert_eq!(Evt::from_ir_type(&types, &dl, p), Ok(Evt::Simple(Mvt::I32)));
        assert_eq!(Evt::from_ir_type(&types, &dl, v), Ok(Evt::Simple(Mvt::V8I8)));
        assert_eq!(Evt::from_ir_type(&types, &dl, dbl), Ok(Evt::Simple(Mvt::F64)));
        let err = Evt::from_ir_type(&types, &dl, sv).unwrap_err();
        assert!(err.contains("scalable vector"), "{err}");
        let s = types.structs[0];
        assert!(Evt::from_ir_type(&types, &dl, s).unwrap_err().contains("struct"));
    }
}
