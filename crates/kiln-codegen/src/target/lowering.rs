//! The parts of TargetLowering that SelectionDAG construction and legalization consult.
//!
//! [`LoweringTables`] is data a target fills in once: the register class of each legal value
//! type and, per (generic opcode, value type), whether the target handles the operation as is
//! or it must be promoted, expanded, lowered by the target's hook or turned into a library
//! call. Both are dense arrays indexed by `Isd` and `Mvt`, so the legalizer's questions are
//! array reads. [`TargetLowering`] adds the hooks that need code: lowering incoming arguments,
//! calls and returns for the target's calling conventions.

use crate::isel::dag::{Isd, NodeId, SDValue, SelectionDAG};

use crate::target::value_types::{Evt, Mvt};
use crate::isel::dag::FunctionLoweringInfo;
use crate::target::calling_conv::ArgFlags;
use crate::target::data_layout::DataLayout;
use kiln_mc::desc::{PhysReg, RegClassId};

/// An argument or result of a target intrinsic. The DAG builder scalarizes vectors, so a
/// vector is its elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntrinsicValue {
    Scalar(SDValue),
    Lanes(Vec<SDValue>),
}

/// A call of a target intrinsic, for [`TargetLowering::lower_target_intrinsic`].
#[derive(Clone, Debug)]
pub struct TargetIntrinsicCall<'a> {
    /// The full name (`llvm.x86.sse2.pavg.b`).
    pub name: &'a str,
    pub args: &'a [IntrinsicValue],
    /// The result type (a vector type for a vector result); `None` for `void`.
    pub ret: Option<Evt>,
    /// The chain, for intrinsics that touch memory or processor state.
    pub chain: SDValue,
}

/// What a target intrinsic lowered to: its value (`None` for `void`) and the new chain.
pub type TargetIntrinsicResult = (Option<IntrinsicValue>, SDValue);

/// What legalization does with an operation on a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LegalizeAction {
    /// The target selects it directly.
    Legal,
    /// Performed in a wider type.
    Promote,
    /// Rewritten into other generic operations.
    Expand,
    /// The target's `lower_operation` hook rewrites it.
    Custom,
    /// Turned into a call to a runtime library function.
    LibCall,
}

/// The target's per-type and per-operation tables.
#[derive(Clone, Debug)]
pub struct LoweringTables {
    reg_class: [Option<RegClassId>; Mvt::COUNT],
    /// `actions[op * Mvt::COUNT + vt]`; everything starts `Legal` but [`EXPAND_BY_DEFAULT`].
    actions: Vec<LegalizeAction>,
    /// The type a `Promote` action promotes to, same indexing (`None`: the next legal type).
    promote_to: Vec<Option<Mvt>>,
}

/// Operations that start `Expand` (as in LLVM): a target that has instructions for them says so.
const EXPAND_BY_DEFAULT: &[Isd] = &[
    Isd::UAddO,
    Isd::USubO,
    Isd::AddCarry,
    Isd::SubCarry,
    Isd::SMulLoHi,
    Isd::UMulLoHi,
    Isd::SDivRem,
    Isd::UDivRem,
    Isd::SMin,
    Isd::SMax,
    Isd::UMin,
    Isd::UMax,
    Isd::Abs,
    Isd::Fshl,
    Isd::Fshr,
    Isd::CtlzZeroUndef,
    Isd::CttzZeroUndef,
    Isd::BuildPair,
    Isd::ExtractElement,
];

impl Default for LoweringTables {
    fn default() -> Self {
        let mut tables = LoweringTables {
            reg_class: [None; Mvt::COUNT],
            actions: vec![LegalizeAction::Legal; Isd::COUNT * Mvt::COUNT],
            promote_to: vec![None; Isd::COUNT * Mvt::COUNT],
        };
        for &op in EXPAND_BY_DEFAULT {
            for &vt in Mvt::ALL {
                tables.set_operation_action(op, vt, LegalizeAction::Expand);
            }
        }
        tables
    }
}

impl LoweringTables {
    fn slot(op: Isd, vt: Mvt) -> usize {
        op as usize * Mvt::COUNT + vt.index()
    }

    /// Makes `vt` a legal type held in registers of `class`.
    pub fn add_register_class(&mut self, vt: Mvt, class: RegClassId) {
        self.reg_class[vt.index()] = Some(class);
    }

    pub fn register_class(&self, vt: Mvt) -> Option<RegClassId> {
        self.reg_class[vt.index()]
    }

    /// Whether values of `vt` live in registers without legalization.
    pub fn is_type_legal(&self, vt: Evt) -> bool {
        vt.simple().is_some_and(|m| self.reg_class[m.index()].is_some())
    }

    pub fn set_operation_action(&mut self, op: Isd, vt: Mvt, action: LegalizeAction) {
        self.actions[Self::slot(op, vt)] = action;
    }

    pub fn operation_action(&self, op: Isd, vt: Mvt) -> LegalizeAction {
        self.actions[Self::slot(op, vt)]
    }

    /// `Promote` `op` on `from` by performing it in `to`.
    pub fn add_promoted_to_type(&mut self, op: Isd, from: Mvt, to: Mvt) {
        self.set_operation_action(op, from, LegalizeAction::Promote);
        self.promote_to[Self::slot(op, from)] = Some(to);
    }

    pub fn promoted_type(&self, op: Isd, vt: Mvt) -> Option<Mvt> {
        self.promote_to[Self::slot(op, vt)]
    }

    /// Whether `op` on `vt` is legal or custom-lowered on a legal type.
    pub fn is_operation_legal_or_custom(&self, op: Isd, vt: Evt) -> bool {
        self.is_type_legal(vt)
            && matches!(
                self.operation_action(op, vt.simple().expect("legal types are simple")),
                LegalizeAction::Legal | LegalizeAction::Custom
            )
    }

    /// The register type values of `vt` travel in between blocks and how many registers they
    /// take: the type itself when legal; an integer promoted to the narrowest wider legal
    /// integer; an integer wider than every legal one split into the widest legal integer.
    /// A vector without a register class travels in the legal vector type of the same
    /// element: widened into one register when it has fewer elements (`v2f32` in a `v4f32`,
    /// the extra elements undefined), split into several when it has a multiple of them (`v8i32`
    /// in two `v4i32`); a one-element vector travels as its element. `None` for types this
    /// cannot place (non-legal floats, other vectors).
    pub fn register_type_and_count(&self, vt: Evt) -> Option<(Mvt, u32)> {
        if let Some(m) = vt.simple().filter(|m| self.reg_class[m.index()].is_some()) {
            return Some((m, 1));
        }
        if vt.is_vector() {
            return self.vector_register_type_and_count(vt);
        }
        if !vt.is_integer() {
            return None;
        }
        let bits = vt.size_bits();
        let legal_ints = Mvt::ALL.iter().copied().filter(|m| m.is_integer() && self.reg_class[m.index()].is_some());
        if let Some(wider) = legal_ints.clone().filter(|m| m.size_bits() as u64 >= bits).min_by_key(|m| m.size_bits()) {
            return Some((wider, 1));
        }
        let widest = legal_ints.max_by_key(|m| m.size_bits())?;
        Some((widest, bits.div_ceil(widest.size_bits() as u64) as u32))
    }

    fn vector_register_type_and_count(&self, vt: Evt) -> Option<(Mvt, u32)> {
        let n = vt.num_elements();
        if n == 1 {
            // A one-element vector is its element.
            return self.register_type_and_count(vt.scalar());
        }
        let elem = vt.scalar().simple()?;
        let legal = Mvt::ALL
            .iter()
            .copied()
            .filter(|m| m.is_vector() && m.scalar() == elem && self.reg_class[m.index()].is_some())
            .min_by_key(|m| m.num_elements())?;
        let width = legal.num_elements();
        if n <= width {
            return Some((legal, 1));
        }
        (n % width == 0).then_some((legal, n / width))
    }
}

/// An incoming formal argument as the calling convention sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgInfo {
    /// The argument's value type before legalization.
    pub vt: Evt,
    /// Index of the IR argument.
    pub index: u32,
    /// `zeroext` / `signext` on the IR argument.
    pub zext: bool,
    pub sext: bool,
    /// The other attributes the calling convention sees (`byval` with its size, `sret`,
    /// `inreg`, `nest`); the extension bits are set from `zext`/`sext` by the target.
    pub flags: ArgFlags,
}

/// An outgoing call as the calling convention sees it.
#[derive(Clone, Debug)]
pub struct CallInfo {
    /// The chain the call is ordered after.
    pub chain: SDValue,
    /// The callee: a GlobalAddress, an ExternalSymbol or a computed address.
    pub callee: SDValue,
    pub cc: u32,
    /// Argument values with their descriptions (`index` is the position in the call).
    pub args: Vec<(SDValue, ArgInfo)>,
    /// Arguments before the `...` of a variadic callee (all of them otherwise).
    pub num_fixed_args: usize,
    pub vararg: bool,
    /// Types of the call's results (empty for `void`).
    pub ret_vts: Vec<Evt>,
    /// `tail`/`musttail` marker: the call may (must) become a tail call.
    pub tail: bool,
    /// A variadic function's `musttail` call that passes on its own `...`: the registers to
    /// restore as they came in ([`FunctionLoweringInfo::forwarded_regs`]); empty otherwise.
    pub forwarded: Vec<crate::isel::dag::function_info::ForwardedReg>,
}

/// The target hooks SelectionDAG construction calls.
pub trait TargetLowering {
    fn tables(&self) -> &LoweringTables;

    /// The value type of pointers in `addrspace`.
    fn pointer_ty(&self, dl: &DataLayout, addrspace: u32) -> Mvt {
        Mvt::integer(dl.pointer_size_bits(addrspace)).unwrap_or(Mvt::I64)
    }

    /// The type of shift amounts for shifts of `vt` (before legalization: `vt` itself).
    fn shift_amount_type(&self, vt: Evt) -> Evt {
        vt
    }

    /// Whether a load of `mem_vt` extended (`ext`: zero or sign) to `vt` is one instruction,
    /// so the DAG combiner may fold an extension of a loaded value into the load (LLVM's
    /// `isLoadExtLegal`).
    fn is_load_ext_legal(&self, _ext: crate::isel::dag::ExtType, _vt: Mvt, _mem_vt: Mvt) -> bool {
        false
    }

    /// Lowers the function's incoming arguments for calling convention `cc`: returns one value
    /// per entry of `args` (of that entry's type) and the new chain. Registers live into the
    /// function, their virtual registers and incoming stack slots are recorded in `fi`. An
    /// argument kind the convention does not handle yet is an error naming it.
    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        fi: &mut FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        vararg: bool,
        args: &[ArgInfo],
    ) -> Result<(Vec<SDValue>, SDValue), String>;

    /// Lowers a call: returns one value per `ret_vts` entry and the chain after the call.
    fn lower_call(&self, dag: &mut SelectionDAG, call: &CallInfo) -> Result<(Vec<SDValue>, SDValue), String>;

    /// Whether `chain`, returned by [`lower_call`](Self::lower_call) for a call marked `tail`,
    /// is a tail call: it ends the block (the `ret` after it is not lowered).
    fn is_tail_call(&self, _dag: &SelectionDAG, _chain: SDValue) -> bool {
        false
    }

    /// Lowers `llvm.va_start(list)` in a variadic function: fills the `va_list` at `list` from
    /// what argument lowering recorded in `fi`; returns the chain after the stores.
    fn lower_va_start(
        &self,
        dag: &mut SelectionDAG,
        fi: &FunctionLoweringInfo,
        chain: SDValue,
        list: SDValue,
    ) -> Result<SDValue, String> {
        let _ = (dag, fi, chain, list);
        Err("unsupported intrinsic 'llvm.va_start' on this target".to_string())
    }

    /// Lowers `llvm.va_copy(list, src)`: copies the target's `va_list`; returns the new chain.
    fn lower_va_copy(&self, dag: &mut SelectionDAG, chain: SDValue, list: SDValue, src: SDValue) -> Result<SDValue, String> {
        let _ = (dag, chain, list, src);
        Err("unsupported intrinsic 'llvm.va_copy' on this target".to_string())
    }

    /// Lowers `ret` of `values` (empty for `ret void`) and returns the chain ending the block;
    /// `fi` holds what argument lowering recorded (such as the incoming `sret` pointer).
    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        fi: &FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        values: &[SDValue],
    ) -> Result<SDValue, String>;

    /// Lowers node `n`, whose action is `Custom`, into values replacing its results (one per
    /// result, chains included); `Ok(None)` asks for the generic expansion instead.
    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Result<Option<Vec<SDValue>>, String> {
        Err(format!("unsupported: the target has no custom lowering of '{}'", opcode_name(dag, n)))
    }

    /// Lowers a call of one of the target's own intrinsics (`llvm.x86.*`); `Ok(None)` when the
    /// target does not know it (the builder then reports it unsupported, by name).
    fn lower_target_intrinsic(
        &self,
        dag: &mut SelectionDAG,
        call: &TargetIntrinsicCall,
    ) -> Result<Option<TargetIntrinsicResult>, String> {
        let _ = (dag, call);
        Ok(None)
    }

    /// The most stores a `memset` of constant length becomes instead of a call (above -O0;
    /// 0: always a call).
    fn max_stores_per_memset(&self) -> u32 {
        0
    }

    /// The same for `memcpy`.
    fn max_stores_per_memcpy(&self) -> u32 {
        0
    }

    /// The longest constant-length `memcpy` copied in place at -O0 (0: always a call).
    fn max_inline_memcpy_bytes_at_o0(&self) -> u64 {
        0
    }

    /// The type of a SETCC comparing values of `vt` once types are legal (the type booleans
    /// are promoted to); the booleans hold 0 or 1.

    fn setcc_result_type(&self, vt: Evt) -> Evt {
        let _ = vt;
        Mvt::I1.into()
    }

    /// The stack pointer register (`llvm.stacksave`, dynamic `alloca`); `None` when the target
    /// does not support them.
    fn stack_pointer_register(&self) -> Option<PhysReg> {
        None
    }

    /// The alignment in bytes the ABI keeps the stack pointer at (dynamic `alloca` rounds its
    /// size to it); `None` when the target does not say.
    fn stack_alignment(&self) -> Option<u64> {
        None
    }

    /// The frame pointer register (`llvm.frameaddress`, `llvm.returnaddress`); `None` when the
    /// target does not support them.
    fn frame_pointer_register(&self) -> Option<PhysReg> {
        None
    }

    /// The registers a landing pad finds the exception pointer and the selector in (what the
    /// personality routine sets before it jumps there); `None` when the target has no
    /// exception handling.
    fn exception_registers(&self) -> Option<(PhysReg, PhysReg)> {
        None
    }

    /// The physical register an inline-asm constraint names (`{st}`, `t`, `{st(1)}` on x86;
    /// for clobbers the name inside `~{...}`, `flags` or `dirflag`), for a value of `vt`
    /// (`None` for clobbers). `Ok(None)`: the constraint names no register (`memory`);
    /// an error names a constraint the target does not support.
    fn inline_asm_register(&self, constraint: &str, _vt: Option<Evt>) -> Result<Option<PhysReg>, String> {
        Err(format!("unsupported inline asm constraint '{constraint}' on this target"))
    }

    /// The type fixed register constraint `code` holds a value of `vt` as (x87 registers hold
    /// `float` and `double` as `x86_fp80`): inputs are extended to it, outputs rounded back.
    fn inline_asm_register_type(&self, code: &str, vt: Evt) -> Evt {
        let _ = code;
        vt
    }

    /// What inline-asm constraint code `code` asks for; `None` for a code the target does not
    /// know. The default knows the generic codes ([`generic_constraint_kind`]).
    fn inline_asm_constraint_kind(&self, code: &str) -> Option<AsmConstraintKind> {
        generic_constraint_kind(code)
    }

    /// The register class an inline-asm register-class code (`r`, and the target's own) gives
    /// a value of `vt`; `None` when the code has no class for that type.
    fn inline_asm_register_class(&self, code: &str, vt: Evt) -> Option<RegClassId> {
        let _ = (code, vt);
        None
    }

    /// Whether the integer `value` satisfies immediate constraint `code` (`i`, `n` and the
    /// target's ranges such as x86 `I` = 0..31).
    fn inline_asm_immediate_fits(&self, code: &str, value: i64) -> bool {
        let _ = value;
        matches!(code, "i" | "n")
    }

    /// Appends the target's memory operands addressing `ptr` (for `m` inline-asm operands);
    /// `false` when the target has no memory operands for inline assembly.
    fn inline_asm_address(&self, dag: &mut SelectionDAG, ptr: SDValue, out: &mut Vec<SDValue>) -> bool {
        let _ = (dag, ptr, out);
        false
    }

    /// The MIR name of nonzero operand target flags (`NodeData::Global::target_flags`), such
    /// as `x86-plt`; `None` for flags the target does not define.
    fn target_flag_name(&self, flags: u8) -> Option<&'static str> {
        let _ = flags;
        None
    }

    /// How jump-table entries are written, which decides how `BR_JT` expands.
    fn jump_table_encoding(&self) -> JumpTableEncoding {
        JumpTableEncoding::BlockAddress
    }
}

/// What an inline-asm constraint code asks for (LLVM's constraint types). Of several codes
/// for one operand (`rm`), a valid immediate wins, else the most general kind: memory, then a
/// register class, then a fixed register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum AsmConstraintKind {
    /// An integer or symbol, when the value is one (`i`, x86 `e`).
    Other,
    /// An integer constant in the code's range (`n`, x86 `I`).
    Immediate,
    /// One physical register (`{ax}`, x86 `a`).
    Register,
    /// A register the allocator picks from a class (`r`).
    RegisterClass,
    /// A memory operand (`m`).
    Memory,
}

/// The kind of a generic inline-asm constraint code (LLVM's classification): `r` a register
/// class, `m`/`o`/`V` memory, `n` an immediate, `i` an immediate or symbol, `{reg}` one register.
pub fn generic_constraint_kind(code: &str) -> Option<AsmConstraintKind> {
    Some(match code {
        "r" => AsmConstraintKind::RegisterClass,
        "m" | "o" | "V" => AsmConstraintKind::Memory,
        "n" => AsmConstraintKind::Immediate,
        "i" => AsmConstraintKind::Other,
        _ if code.starts_with('{') && code.ends_with('}') => AsmConstraintKind::Register,
        _ => return None,
    })
}

/// The form of a jump table's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpTableEncoding {
    /// Absolute block addresses of pointer size (static code).
    BlockAddress,
    /// 32-bit offsets of the blocks from the table's own address (position-independent code).
    LabelDifference32,
}

impl JumpTableEncoding {
    /// The size in bytes of one entry on a target with `pointer_bytes`-byte pointers.
    pub fn entry_size(self, pointer_bytes: u64) -> u64 {
        match self {
            JumpTableEncoding::BlockAddress => pointer_bytes,
            JumpTableEncoding::LabelDifference32 => 4,
        }
    }

    /// The `kind:` of MIR's `jumpTable:` section.
    pub fn mir_kind(self) -> &'static str {
        match self {
            JumpTableEncoding::BlockAddress => "block-address",
            JumpTableEncoding::LabelDifference32 => "label-difference32",
        }
    }
}

/// The dump name of `n`'s opcode with its result types, for error messages.
pub fn opcode_name(dag: &SelectionDAG, n: NodeId) -> String {
    let name = crate::isel::dag::dump::opcode_name(dag.opcode(n), &crate::isel::dag::dump::DumpContext::NONE);
    let vts: Vec<String> = dag.node_vts(n).iter().map(|vt| vt.to_string()).collect();
    format!("{name}:{}", vts.join(","))
}
