//! Instructions: [`Inst`] = opcode + flags + result type + operands + opcode-specific
//! [`InstData`] + attached metadata.
//!
//! Operand layout by opcode (all operands are [`Value`]s; blocks are `Value::Block`):
//! - binary ops, `icmp`/`fcmp`: `[lhs, rhs]`; `fneg`, casts, `freeze`, `va_arg`: `[x]`
//! - `select`: `[cond, t, f]`; `alloca`: `[]` or `[count]`; `load`: `[ptr]`; `store`: `[value, ptr]`
//! - `getelementptr`: `[ptr, idx...]`; `cmpxchg`: `[ptr, cmp, new]`; `atomicrmw`: `[ptr, val]`
//! - `phi`: incoming values, with their blocks in `InstData::Phi` (same order)
//! - `call`: `[args..., callee]`; `invoke`: `[args..., callee, normal, unwind]`
//! - `ret`: `[]`/`[v]`; `br`: `[dest]` or `[cond, then, else]`; `indirectbr`: `[addr, dests...]`
//! - `switch`: `[cond, default, case0_value, case0_dest, ...]`; `resume`: `[v]`
//! - `extractelement`: `[vec, idx]`; `insertelement`: `[vec, elt, idx]`;
//!   `shufflevector`: `[a, b, mask]`; `extractvalue`: `[agg]`; `insertvalue`: `[agg, v]`
//! - `landingpad`: clause values, their kinds in `InstData::LandingPad`

use crate::attr::AttrList;
use crate::metadata::MdId;
use crate::module::BlockId;
use crate::operands::Operands;
use crate::symbol::Sym;
use crate::types::TypeId;
use crate::value::Value;
use kiln_support::exact_list::ExactList;

macro_rules! opcodes {
    ($($variant:ident = $name:literal,)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode { $($variant,)* }

        impl Opcode {
            /// The opcode's keyword in `.ll`.
            pub fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $name,)* }
            }
            pub fn from_name(name: &[u8]) -> Option<Opcode> {
                match name { $(n if n == $name.as_bytes() => Some(Opcode::$variant),)* _ => None }
            }
        }
    };
}

opcodes! {
    Ret = "ret", Br = "br", Switch = "switch", IndirectBr = "indirectbr", Invoke = "invoke",
    Resume = "resume", Unreachable = "unreachable",
    FNeg = "fneg",
    Add = "add", FAdd = "fadd", Sub = "sub", FSub = "fsub", Mul = "mul", FMul = "fmul",
    UDiv = "udiv", SDiv = "sdiv", FDiv = "fdiv", URem = "urem", SRem = "srem", FRem = "frem",
    Shl = "shl", LShr = "lshr", AShr = "ashr", And = "and", Or = "or", Xor = "xor",
    Alloca = "alloca", Load = "load", Store = "store", Fence = "fence", CmpXchg = "cmpxchg",
    AtomicRmw = "atomicrmw", GetElementPtr = "getelementptr",
    Trunc = "trunc", ZExt = "zext", SExt = "sext", FpToUi = "fptoui", FpToSi = "fptosi",
    UiToFp = "uitofp", SiToFp = "sitofp", FpTrunc = "fptrunc", FpExt = "fpext",
    PtrToInt = "ptrtoint", PtrToAddr = "ptrtoaddr", IntToPtr = "inttoptr", BitCast = "bitcast", AddrSpaceCast = "addrspacecast",
    ICmp = "icmp", FCmp = "fcmp", Phi = "phi", Call = "call", Select = "select", VaArg = "va_arg",
    ExtractElement = "extractelement", InsertElement = "insertelement", ShuffleVector = "shufflevector",
    ExtractValue = "extractvalue", InsertValue = "insertvalue", LandingPad = "landingpad", Freeze = "freeze",
}

impl Opcode {
    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            Opcode::Ret | Opcode::Br | Opcode::Switch | Opcode::IndirectBr | Opcode::Invoke | Opcode::Resume | Opcode::Unreachable
        )
    }

    pub fn is_binary(self) -> bool {
        (Opcode::Add as u8..=Opcode::Xor as u8).contains(&(self as u8))
    }

    pub fn is_int_binary(self) -> bool {
        self.is_binary() && !self.is_fp_binary()
    }

    pub fn is_fp_binary(self) -> bool {
        matches!(self, Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv | Opcode::FRem)
    }

    pub fn is_cast(self) -> bool {
        (Opcode::Trunc as u8..=Opcode::AddrSpaceCast as u8).contains(&(self as u8))
    }
}

/// Instruction flags (a bit set); fast-math flags live in bits 8-15. Bits 16 and up are the
/// flags later LLVM versions added (each names the release that introduced it); a back end
/// may ignore them, as they only promise more about the operands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct InstFlags(pub u32);

impl InstFlags {
    pub const NUW: u32 = 1;
    pub const NSW: u32 = 2;
    pub const EXACT: u32 = 4;
    pub const INBOUNDS: u32 = 8;
    pub const VOLATILE: u32 = 16;
    /// `cmpxchg weak`.
    pub const WEAK: u32 = 32;
    /// `alloca inalloca`.
    pub const INALLOCA: u32 = 64;
    /// `alloca swifterror`.
    pub const SWIFTERROR: u32 = 128;
    const FMF_SHIFT: u32 = 8;
    /// `zext nneg`, `uitofp nneg` (LLVM 18, 19): the operand is non-negative.
    pub const NNEG: u32 = 1 << 16;
    /// `or disjoint` (LLVM 18): the operands have no set bit in common.
    pub const DISJOINT: u32 = 1 << 17;
    /// `icmp samesign` (LLVM 20): both operands have the same sign.
    pub const SAMESIGN: u32 = 1 << 18;
    /// `getelementptr nusw` (LLVM 19): the offset arithmetic does not wrap signed
    /// (`inbounds` implies it). `getelementptr nuw` reuses `NUW`.
    pub const NUSW: u32 = 1 << 19;
    /// A call to `llvm.dbg.value`/`declare`/`assign`/`label` written as a debug record
    /// (`#dbg_value(...)`, LLVM 19), and printed as one.
    pub const DEBUG_RECORD: u32 = 1 << 20;

    pub fn has(self, bit: u32) -> bool {
        self.0 & bit != 0
    }
    pub fn set(&mut self, bit: u32) {
        self.0 |= bit;
    }
    pub fn fmf(self) -> FastMathFlags {
        FastMathFlags((self.0 >> Self::FMF_SHIFT) as u8)
    }
    pub fn set_fmf(&mut self, f: FastMathFlags) {
        self.0 = (self.0 & !(0xff << Self::FMF_SHIFT)) | ((f.0 as u32) << Self::FMF_SHIFT);
    }
}

/// Fast-math flags; `fast` is all seven.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FastMathFlags(pub u8);

impl FastMathFlags {
    /// Keywords in bit order.
    pub const NAMES: [&'static str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
    pub const ALL: u8 = 0x7f;

    pub fn bit(name: &[u8]) -> Option<u8> {
        if name == b"fast" {
            return Some(Self::ALL);
        }
        Self::NAMES.iter().position(|n| n.as_bytes() == name).map(|i| 1 << i)
    }
}

macro_rules! keyword_enum {
    ($(#[$m:meta])* $ty:ident { $($variant:ident = $name:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $ty { $($variant,)* }

        impl $ty {
            pub fn name(self) -> &'static str {
                match self { $($ty::$variant => $name,)* }
            }
            pub fn from_name(name: &[u8]) -> Option<$ty> {
                match name { $(n if n == $name.as_bytes() => Some($ty::$variant),)* _ => None }
            }
        }
    };
}

keyword_enum!(
    /// `icmp` predicates.
    IntPredicate { Eq = "eq", Ne = "ne", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule", Sgt = "sgt", Sge = "sge", Slt = "slt", Sle = "sle", }
);
keyword_enum!(
    /// `fcmp` predicates.
    FloatPredicate {
        False = "false", Oeq = "oeq", Ogt = "ogt", Oge = "oge", Olt = "olt", Ole = "ole", One = "one", Ord = "ord",
        Uno = "uno", Ueq = "ueq", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule", Une = "une", True = "true",
    }
);
keyword_enum!(
    /// Atomic orderings; `NotAtomic` for plain loads and stores.
    AtomicOrdering {
        NotAtomic = "", Unordered = "unordered", Monotonic = "monotonic", Acquire = "acquire", Release = "release",
        AcqRel = "acq_rel", SeqCst = "seq_cst",
    }
);
keyword_enum!(
    /// `atomicrmw` operations.
    RmwOp {
        Xchg = "xchg", Add = "add", Sub = "sub", And = "and", Nand = "nand", Or = "or", Xor = "xor", Max = "max",
        Min = "min", UMax = "umax", UMin = "umin", FAdd = "fadd", FSub = "fsub",
    }
);
keyword_enum!(
    /// `tail`, `musttail`, `notail` markers of a call.
    TailKind { None = "", Tail = "tail", MustTail = "musttail", NoTail = "notail", }
);

/// Everything a call or invoke has besides its operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallData {
    /// The callee's function type.
    pub fn_ty: TypeId,
    /// Calling convention number ([`crate::calling_conv`]).
    pub cc: u32,
    pub attrs: AttrList,
    pub tail: TailKind,
    pub bundles: Vec<OperandBundle>,
}

/// `[ "tag"(ty %v, ...) ]` on a call.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OperandBundle {
    pub tag: Sym,
    pub inputs: Vec<Value>,
}

/// Opcode-specific data of an instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstData {
    None,
    ICmp(IntPredicate),
    FCmp(FloatPredicate),
    Alloca { allocated: TypeId, align: u64, addrspace: u32 },
    /// `load`/`store`: alignment in bytes (0 = unspecified), ordering, sync scope.
    Mem { align: u64, ordering: AtomicOrdering, scope: Option<Sym> },
    Fence { ordering: AtomicOrdering, scope: Option<Sym> },
    CmpXchg { success: AtomicOrdering, failure: AtomicOrdering, scope: Option<Sym>, align: u64 },
    AtomicRmw { op: RmwOp, ordering: AtomicOrdering, scope: Option<Sym>, align: u64 },
    Gep { source: TypeId },
    Phi(ExactList<BlockId>),
    /// `extractvalue`/`insertvalue` indices.
    Indices(ExactList<u32>),
    Call(Box<CallData>),
    /// `landingpad`: `cleanup`, and per clause whether it is `catch` (else `filter`).
    LandingPad { cleanup: bool, catch: ExactList<bool> },
}

/// One instruction (96 bytes: a module holds one per line of its text, all of them at once when
/// it is read, so each word is megabytes of peak memory on a large module).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inst {
    pub opcode: Opcode,
    pub flags: InstFlags,
    /// The result type (`void` when the instruction produces nothing).
    pub ty: TypeId,
    /// `%name`; `None` for unnamed (numbered) results and void instructions.
    pub name: Option<Sym>,
    /// In place up to three ([`Operands`]).
    pub operands: Operands,
    pub data: InstData,
    /// Attached metadata (`!dbg !5`, `!tbaa !7`, ...) by kind name.
    pub metadata: ExactList<(Sym, MdId)>,
}

impl Inst {
    /// The metadata attached as `kind` (`!dbg`, ...: the kind's interned name).
    pub fn attachment(&self, kind: Sym) -> Option<MdId> {
        self.metadata.iter().find(|&&(k, _)| k == kind).map(|&(_, md)| md)
    }

    pub fn call_data(&self) -> Option<&CallData> {
        match &self.data {
            InstData::Call(c) => Some(c),
            _ => None,
        }
    }

    /// The arguments of a call or invoke.
    pub fn call_args(&self) -> &[Value] {
        match self.opcode {
            Opcode::Call => &self.operands[..self.operands.len() - 1],
            Opcode::Invoke => &self.operands[..self.operands.len() - 3],
            _ => &[],
        }
    }

    /// The callee of a call or invoke.
    pub fn callee(&self) -> Option<Value> {
        match self.opcode {
            Opcode::Call => self.operands.last().copied(),
            Opcode::Invoke => Some(self.operands[self.operands.len() - 3]),
            _ => None,
        }
    }

    /// The blocks this terminator may branch to (with repeats, in operand order).
    pub fn successors(&self) -> impl Iterator<Item = BlockId> + '_ {
        let ops: &[Value] = if self.opcode.is_terminator() { &self.operands } else { &[] };
        ops.iter().filter_map(|v| match v {
            Value::Block(b) => Some(*b),
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_instruction_stays_small() {
        assert_eq!(std::mem::size_of::<super::InstData>(), 24);
        assert!(std::mem::size_of::<super::Inst>() <= 96, "{}", std::mem::size_of::<super::Inst>());
    }
}
