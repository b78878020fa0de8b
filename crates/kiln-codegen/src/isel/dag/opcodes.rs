//! SelectionDAG opcodes: the generic [`Isd`] node set, the [`Opcode`] number space shared with
//! target-specific nodes and selected machine nodes, and integer/float condition codes.
//!
//! An [`Opcode`] below [`Opcode::FIRST_TARGET`] is an [`Isd`] node; from there up to
//! [`Opcode::FIRST_MACHINE`] it is a target's own DAG node (X86ISD::...); above that it is a
//! machine instruction after selection. `Isd::from_td_name` maps the `"ISD::ADD"` strings of
//! `SDNode` defs in `td/SelectionDAG.td` to the enum, so generated matcher tables use these numbers.

macro_rules! isd {
    ($($(#[$m:meta])* $variant:ident = $td:literal, $dump:literal;)*) => {
        /// Target-independent DAG node kinds.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Isd { $($(#[$m])* $variant,)* }

        impl Isd {
            pub const ALL: &'static [Isd] = &[$(Isd::$variant,)*];

            /// The name after `ISD::` in `.td` files.
            pub const fn td_name(self) -> &'static str {
                match self { $(Isd::$variant => $td,)* }
            }

            /// The name printed in DAG dumps.
            pub fn dump_name(self) -> &'static str {
                match self { $(Isd::$variant => $dump,)* }
            }
        }
    };
}

isd! {
    /// The start of every chain: no operands, one `ch` result.
    EntryToken = "EntryToken", "EntryToken";
    /// Joins several chains into one.
    TokenFactor = "TokenFactor", "TokenFactor";
    /// Returns its operands as its results (a node with several values).
    MergeValues = "MERGE_VALUES", "merge_values";
    Constant = "Constant", "Constant";
    ConstantFp = "ConstantFP", "ConstantFP";
    /// A constant the selector must not materialise in a register (an immediate operand).
    TargetConstant = "TargetConstant", "TargetConstant";
    /// A physical or virtual register operand of CopyToReg/CopyFromReg.
    Register = "Register", "Register";
    /// The registers a call preserves (operand of a call node); data: a callee-saved set.
    RegisterMask = "RegisterMask", "RegisterMask";
    /// `(chain, Register, value[, glue]) -> (ch[, glue])`.
    CopyToReg = "CopyToReg", "CopyToReg";
    /// `(chain, Register[, glue]) -> (vt, ch[, glue])`.
    CopyFromReg = "CopyFromReg", "CopyFromReg";
    FrameIndex = "FrameIndex", "FrameIndex";
    TargetFrameIndex = "TargetFrameIndex", "TargetFrameIndex";
    GlobalAddress = "GlobalAddress", "GlobalAddress";
    TargetGlobalAddress = "TargetGlobalAddress", "TargetGlobalAddress";
    ExternalSymbol = "ExternalSymbol", "ExternalSymbol";
    TargetExternalSymbol = "TargetExternalSymbol", "TargetExternalSymbol";
    /// `blockaddress(@f, %bb)`: the address of an IR block (data: the function and block).
    BlockAddress = "BlockAddress", "BlockAddress";
    TargetBlockAddress = "TargetBlockAddress", "TargetBlockAddress";
    /// The address of a jump table of the function (data: its index).
    JumpTable = "JumpTable", "JumpTable";
    TargetJumpTable = "TargetJumpTable", "TargetJumpTable";
    /// The address of a constant-pool entry of the function (data: its index).
    ConstantPool = "ConstantPool", "ConstantPool";
    TargetConstantPool = "TargetConstantPool", "TargetConstantPool";
    BasicBlock = "BasicBlock", "BasicBlock";
    /// A condition code operand (of SETCC, BR_CC, SELECT_CC).
    CondCode = "CONDCODE", "CondCode";
    /// A value type operand (of SIGN_EXTEND_INREG, AssertZext, ...).
    ValueType = "VALUETYPE", "ValueType";
    Undef = "UNDEF", "undef";
    Add = "ADD", "add";
    Sub = "SUB", "sub";
    Mul = "MUL", "mul";
    MulHs = "MULHS", "mulhs";
    MulHu = "MULHU", "mulhu";
    SDiv = "SDIV", "sdiv";
    UDiv = "UDIV", "udiv";
    SRem = "SREM", "srem";
    URem = "UREM", "urem";
    And = "AND", "and";
    Or = "OR", "or";
    Xor = "XOR", "xor";
    Shl = "SHL", "shl";
    Sra = "SRA", "sra";
    Srl = "SRL", "srl";
    Rotl = "ROTL", "rotl";
    Rotr = "ROTR", "rotr";
    Ctlz = "CTLZ", "ctlz";
    Cttz = "CTTZ", "cttz";
    Ctpop = "CTPOP", "ctpop";
    Bswap = "BSWAP", "bswap";
    SignExtend = "SIGN_EXTEND", "sign_extend";
    ZeroExtend = "ZERO_EXTEND", "zero_extend";
    AnyExtend = "ANY_EXTEND", "any_extend";
    Truncate = "TRUNCATE", "truncate";
    /// `(x, ValueType vt)`: sign-extend the low `vt` bits of `x` in place.
    SignExtendInreg = "SIGN_EXTEND_INREG", "sign_extend_inreg";
    /// `(x, ValueType vt)`: asserts `x` is the zero extension of a `vt` value.
    AssertZext = "AssertZext", "AssertZext";
    AssertSext = "AssertSext", "AssertSext";
    Bitcast = "BITCAST", "bitcast";
    FpExtend = "FP_EXTEND", "fp_extend";
    FpRound = "FP_ROUND", "fp_round";
    SintToFp = "SINT_TO_FP", "sint_to_fp";
    UintToFp = "UINT_TO_FP", "uint_to_fp";
    FpToSint = "FP_TO_SINT", "fp_to_sint";
    FpToUint = "FP_TO_UINT", "fp_to_uint";
    FAdd = "FADD", "fadd";
    FSub = "FSUB", "fsub";
    FMul = "FMUL", "fmul";
    FDiv = "FDIV", "fdiv";
    FNeg = "FNEG", "fneg";
    FAbs = "FABS", "fabs";
    FSqrt = "FSQRT", "fsqrt";
    /// `(lhs, rhs, CondCode) -> bool-like`.
    SetCc = "SETCC", "setcc";
    /// `(cond, t, f)`.
    Select = "SELECT", "select";
    /// `(lhs, rhs, t, f, CondCode)`.
    SelectCc = "SELECT_CC", "select_cc";
    /// `(chain, ptr, offset) -> (vt, ch)`; memory info in the node's data.
    Load = "LOAD", "load";
    /// `(chain, value, ptr, offset) -> ch`.
    Store = "STORE", "store";
    /// `(chain, BasicBlock) -> ch`.
    Br = "BR", "br";
    /// `(chain, cond, BasicBlock) -> ch`.
    BrCond = "BRCOND", "brcond";
    /// `(chain, address) -> ch`.
    BrInd = "BRIND", "brind";
    /// `llvm.eh.sjlj.setjmp`: `(chain, buffer) -> (i32, ch)`, 0 now and 1 when resumed.
    EhSjljSetjmp = "EH_SJLJ_SETJMP", "EH_SJLJ_SETJMP";
    /// `llvm.eh.sjlj.longjmp`: `(chain, buffer) -> ch`; does not return.
    EhSjljLongjmp = "EH_SJLJ_LONGJMP", "EH_SJLJ_LONGJMP";
    /// Inline assembly: `(chain, TargetExternalSymbol text, TargetConstant extra, then per
    /// register operand TargetConstant kind and Register[, glue]) -> (ch, glue)`; the kinds are
    /// `isel::dag::builder::ASM_OUTPUT` and its neighbours.
    InlineAsm = "INLINEASM", "inlineasm";
    /// `(chain, TargetConstant k) -> ch`: the function's exception-handling label `k`, around
    /// an invoke's call (becomes `EH_LABEL`).
    EhLabel = "EH_LABEL", "EH_LABEL";
    /// `(chain, JumpTable, index) -> ch`: jump to entry `index` of the table.
    BrJt = "BR_JT", "br_jt";
    /// `(chain, CondCode, lhs, rhs, BasicBlock) -> ch`.
    BrCc = "BR_CC", "br_cc";
    Trap = "TRAP", "trap";
    /// `(chain) -> ch`: stop for a debugger (`llvm.debugtrap`).
    DebugTrap = "DEBUGTRAP", "debugtrap";
    /// `(chain, address, TargetConstant rw, TargetConstant locality, TargetConstant cache) -> ch`:
    /// `llvm.prefetch` of the data cache (`rw` 0 read, 1 write; `locality` 0 none to 3 keep).
    Prefetch = "PREFETCH", "prefetch";
    /// `(chain, TargetConstant bytes, TargetConstant extra) -> ch`: a call sequence begins.
    CallseqStart = "CALLSEQ_START", "callseq_start";
    /// `(chain, TargetConstant bytes, TargetConstant popped[, glue]) -> (ch, glue)`.
    CallseqEnd = "CALLSEQ_END", "callseq_end";
    /// `(lo, hi) -> wide`: an integer from two halves (type legalization).
    BuildPair = "BUILD_PAIR", "build_pair";
    /// `(wide, Constant index) -> half`: half 0 (low) or 1 (high) of an integer.
    ExtractElement = "EXTRACT_ELEMENT", "extract_element";
    /// `(elements...) -> vector`: a vector from its elements (the DAG builder holds vector
    /// values this way while it scalarizes them).
    BuildVector = "BUILD_VECTOR", "build_vector";
    /// `(a, b) -> (a + b, carry out)`; the carry is a boolean.
    UAddO = "UADDO", "uaddo";
    /// `(a, b) -> (a - b, borrow out)`.
    USubO = "USUBO", "usubo";
    /// `(a, b, carry in) -> (a + b + carry, carry out)`.
    AddCarry = "ADDCARRY", "addcarry";
    /// `(a, b, borrow in) -> (a - b - borrow, borrow out)`.
    SubCarry = "SUBCARRY", "subcarry";
    /// `(a, b) -> (low half, high half)` of the double-width signed product.
    SMulLoHi = "SMUL_LOHI", "smul_lohi";
    UMulLoHi = "UMUL_LOHI", "umul_lohi";
    /// `(a, b) -> (quotient, remainder)`.
    SDivRem = "SDIVREM", "sdivrem";
    UDivRem = "UDIVREM", "udivrem";
    SMin = "SMIN", "smin";
    SMax = "SMAX", "smax";
    UMin = "UMIN", "umin";
    UMax = "UMAX", "umax";
    Abs = "ABS", "abs";
    /// Saturating arithmetic: the result clamped to the type's range instead of wrapping.
    UAddSat = "UADDSAT", "uaddsat";
    USubSat = "USUBSAT", "usubsat";
    SAddSat = "SADDSAT", "saddsat";
    SSubSat = "SSUBSAT", "ssubsat";
    /// `(a, b, amount)`: the high half of `(a:b) << (amount % bits)`.
    Fshl = "FSHL", "fshl";
    /// `(a, b, amount)`: the low half of `(a:b) >> (amount % bits)`.
    Fshr = "FSHR", "fshr";
    /// CTLZ/CTTZ whose result is undefined for a zero input.
    CtlzZeroUndef = "CTLZ_ZERO_UNDEF", "ctlz_zero_undef";
    CttzZeroUndef = "CTTZ_ZERO_UNDEF", "cttz_zero_undef";
    /// Atomics (memory operand in the node's data: `Load` for those that read, `Store` for
    /// ATOMIC_STORE). `(chain, ptr) -> (vt, ch)`.
    AtomicLoad = "ATOMIC_LOAD", "AtomicLoad";
    /// `(chain, ptr, value, TargetConstant ordering) -> ch`.
    AtomicStore = "ATOMIC_STORE", "AtomicStore";
    /// `(chain, ptr, value) -> (old value, ch)`: exchange and the read-modify-write operations.
    AtomicSwap = "ATOMIC_SWAP", "AtomicSwap";
    AtomicLoadAdd = "ATOMIC_LOAD_ADD", "AtomicLoadAdd";
    AtomicLoadSub = "ATOMIC_LOAD_SUB", "AtomicLoadSub";
    AtomicLoadAnd = "ATOMIC_LOAD_AND", "AtomicLoadAnd";
    AtomicLoadOr = "ATOMIC_LOAD_OR", "AtomicLoadOr";
    AtomicLoadXor = "ATOMIC_LOAD_XOR", "AtomicLoadXor";
    /// The rest reach the DAG only where the target's policy keeps them (`Native`).
    AtomicLoadNand = "ATOMIC_LOAD_NAND", "AtomicLoadNand";
    AtomicLoadMin = "ATOMIC_LOAD_MIN", "AtomicLoadMin";
    AtomicLoadMax = "ATOMIC_LOAD_MAX", "AtomicLoadMax";
    AtomicLoadUMin = "ATOMIC_LOAD_UMIN", "AtomicLoadUMin";
    AtomicLoadUMax = "ATOMIC_LOAD_UMAX", "AtomicLoadUMax";
    /// `(chain, ptr, expected, new) -> (old value, ch)`: `cmpxchg` (its success flag is
    /// `old == expected`).
    AtomicCmpSwap = "ATOMIC_CMP_SWAP", "AtomicCmpSwap";
    /// `(chain, TargetConstant ordering, TargetConstant cross-thread) -> ch`.
    AtomicFence = "ATOMIC_FENCE", "AtomicFence";
    /// `(scalar) -> vector`: element 0 is the scalar, the others are undefined.
    ScalarToVector = "SCALAR_TO_VECTOR", "scalar_to_vector";
    /// `(vector, index) -> element`.
    ExtractVectorElt = "EXTRACT_VECTOR_ELT", "extract_vector_elt";
}

impl Isd {
    /// Whether the node is an atomic read-modify-write or compare-exchange: `(chain, ptr,
    /// values...) -> (old value, ch)` with its memory operand in `NodeData::Load`.
    pub fn is_atomic_read_modify_write(self) -> bool {
        matches!(
            self,
            Isd::AtomicSwap
                | Isd::AtomicLoadAdd
                | Isd::AtomicLoadSub
                | Isd::AtomicLoadAnd
                | Isd::AtomicLoadOr
                | Isd::AtomicLoadXor
                | Isd::AtomicLoadNand
                | Isd::AtomicLoadMin
                | Isd::AtomicLoadMax
                | Isd::AtomicLoadUMin
                | Isd::AtomicLoadUMax
                | Isd::AtomicCmpSwap
        )
    }

    /// The node for `"ISD::ADD"`-style names of `SDNode` defs (with or without the prefix).
    pub fn from_td_name(name: &str) -> Option<Isd> {
        let name = name.strip_prefix("ISD::").unwrap_or(name);
        Isd::ALL.iter().copied().find(|i| i.td_name() == name)
    }

    pub const COUNT: usize = Isd::ALL.len();

    /// Whether `(op a, b) == (op b, a)`.
    pub fn is_commutative(self) -> bool {
        matches!(
            self,
            Isd::Add | Isd::Mul | Isd::MulHs | Isd::MulHu | Isd::And | Isd::Or | Isd::Xor | Isd::FAdd | Isd::FMul
        )
    }

    pub fn is_binary_arith(self) -> bool {
        (Isd::Add as u16..=Isd::Rotr as u16).contains(&(self as u16))
    }
}

/// A DAG node opcode: a generic [`Isd`] node, a target-specific node, or a machine instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Opcode(pub u32);

impl Opcode {
    /// The first target-specific DAG node number.
    pub const FIRST_TARGET: u32 = 1 << 12;
    /// Machine instruction `n` after selection is `FIRST_MACHINE + n`.
    pub const FIRST_MACHINE: u32 = 1 << 16;

    pub fn target(n: u32) -> Opcode {
        debug_assert!(n < Opcode::FIRST_MACHINE - Opcode::FIRST_TARGET);
        Opcode(Opcode::FIRST_TARGET + n)
    }

    pub fn machine(n: u32) -> Opcode {
        Opcode(Opcode::FIRST_MACHINE + n)
    }

    /// The generic node kind, if this is one.
    pub fn isd(self) -> Option<Isd> {
        Isd::ALL.get(self.0 as usize).copied()
    }

    pub fn is(self, isd: Isd) -> bool {
        self.0 == isd as u32
    }

    /// The target's own node number, if this is a target-specific node.
    pub fn target_number(self) -> Option<u32> {
        (Opcode::FIRST_TARGET..Opcode::FIRST_MACHINE).contains(&self.0).then(|| self.0 - Opcode::FIRST_TARGET)
    }

    /// The machine instruction opcode, if this node has been selected.
    pub fn machine_number(self) -> Option<u32> {
        self.0.checked_sub(Opcode::FIRST_MACHINE)
    }
}

impl From<Isd> for Opcode {
    fn from(isd: Isd) -> Opcode {
        Opcode(isd as u32)
    }
}

macro_rules! cond_codes {
    ($($variant:ident = $name:literal,)*) => {
        /// Comparison conditions of SETCC/BR_CC/SELECT_CC. `Eq`..`Sle` compare integers;
        /// `O*` are ordered float comparisons, `Uo`/`Ueq`/`Une` unordered ones, and `Ugt`..`Ule`
        /// mean "unordered or ..." on floats.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum CondCode { $($variant,)* }

        impl CondCode {
            /// The name printed in dumps and used by `CondCode<"...">` defs in the `.td`.
            pub fn name(self) -> &'static str {
                match self { $(CondCode::$variant => $name,)* }
            }
        }
    };
}

cond_codes! {
    Eq = "eq", Ne = "ne", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule",
    Sgt = "sgt", Sge = "sge", Slt = "slt", Sle = "sle",
    Oeq = "oeq", Ogt = "ogt", Oge = "oge", Olt = "olt", Ole = "ole", One = "one", O = "ord",
    Uo = "uno", Ueq = "ueq", Une = "une",
}

impl CondCode {
    /// The condition of an `icmp` predicate.
    pub fn from_int_predicate(p: kiln_ir::IntPredicate) -> CondCode {
        use kiln_ir::IntPredicate as P;
        match p {
            P::Eq => CondCode::Eq,
            P::Ne => CondCode::Ne,
            P::Ugt => CondCode::Ugt,
            P::Uge => CondCode::Uge,
            P::Ult => CondCode::Ult,
            P::Ule => CondCode::Ule,
            P::Sgt => CondCode::Sgt,
            P::Sge => CondCode::Sge,
            P::Slt => CondCode::Slt,
            P::Sle => CondCode::Sle,
        }
    }

    /// The condition with its operands swapped (`a < b` == `b > a`).
    pub fn swapped(self) -> CondCode {
        use CondCode::*;
        match self {
            Ugt => Ult,
            Ult => Ugt,
            Uge => Ule,
            Ule => Uge,
            Sgt => Slt,
            Slt => Sgt,
            Sge => Sle,
            Sle => Sge,
            Ogt => Olt,
            Olt => Ogt,
            Oge => Ole,
            Ole => Oge,
            other => other,
        }
    }

    /// The integer condition that holds exactly when this one does not.
    pub fn inverse_int(self) -> Option<CondCode> {
        use CondCode::*;
        Some(match self {
            Eq => Ne,
            Ne => Eq,
            Ugt => Ule,
            Ule => Ugt,
            Uge => Ult,
            Ult => Uge,
            Sgt => Sle,
            Sle => Sgt,
            Sge => Slt,
            Slt => Sge,
            _ => return None,
        })
    }
}
