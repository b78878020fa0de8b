//! What a target tells every instruction selector: the shared half of LLVM's TargetLowering.
//!
//! [`RegisterTypes`] is data a target fills in once: the register class of each legal value
//! type, from which follows how a value of any type travels in registers.
//! [`TargetLoweringBase`] adds the facts that need code: pointer types, stack and frame
//! registers, the exception registers, inline-asm constraints, how jump tables are written,
//! when short `memcpy`/`memset` become stores. Each selector's own hooks extend it: the
//! SelectionDAG's (legalization actions per node, lowering of arguments, calls and returns
//! into DAG nodes, custom lowering) are [`crate::isel::dag::lowering`].

use crate::target::calling_conv::ArgFlags;
use crate::target::data_layout::DataLayout;
use crate::target::value_types::{Evt, Mvt};
use kiln_mc::desc::{PhysReg, RegClassId};

/// The legal value types of a target and the register class of each: data a target fills in
/// once, a dense array indexed by `Mvt`.
#[derive(Clone, Debug)]
pub struct RegisterTypes {
    reg_class: [Option<RegClassId>; Mvt::COUNT],
    /// Floating-point types the target has no registers for that live as the integer of their
    /// width, their arithmetic in library calls (LLVM's SoftenFloat: `fp128` on RISC-V).
    softened: [bool; Mvt::COUNT],
}

impl Default for RegisterTypes {
    fn default() -> Self {
        RegisterTypes { reg_class: [None; Mvt::COUNT], softened: [false; Mvt::COUNT] }
    }
}

impl RegisterTypes {
    /// Makes `vt` a legal type held in registers of `class`.
    pub fn add_register_class(&mut self, vt: Mvt, class: RegClassId) {
        self.reg_class[vt.index()] = Some(class);
    }

    pub fn register_class(&self, vt: Mvt) -> Option<RegClassId> {
        self.reg_class[vt.index()]
    }

    /// Makes floating-point type `vt` travel as the integer of its width (type legalization
    /// softens it; its operations become library calls).
    pub fn soften_float(&mut self, vt: Mvt) {
        self.softened[vt.index()] = true;
    }

    /// The integer type a softened float `vt` lives as, if it is one.
    pub fn softened_type(&self, vt: Evt) -> Option<Evt> {
        let m = vt.simple().filter(|m| self.softened[m.index()])?;
        Some(Evt::int(m.size_bits()))
    }

    /// Whether values of `vt` live in registers without legalization.
    pub fn is_type_legal(&self, vt: Evt) -> bool {
        vt.simple().is_some_and(|m| self.reg_class[m.index()].is_some())
    }
    /// The register type values of `vt` travel in between blocks and how many registers they
    /// take: the type itself when legal; an integer promoted to the narrowest wider legal
    /// integer; an integer wider than every legal one split into the widest legal integer.
    /// A vector without a register class travels in the legal vector type of the same
    /// element: widened into one register when it has fewer elements (`v2f32` in a `v4f32`,
    /// the extra elements undefined), split into several when it has a multiple of them (`v8i32`
    /// in two `v4i32`); a one-element vector travels as its element. `None` for types this
    /// cannot place (non-legal floats, other vectors); a softened float travels as the integer
    /// of its width.
    pub fn register_type_and_count(&self, vt: Evt) -> Option<(Mvt, u32)> {
        if let Some(m) = vt.simple().filter(|m| self.reg_class[m.index()].is_some()) {
            return Some((m, 1));
        }
        if vt.is_vector() {
            return self.vector_register_type_and_count(vt);
        }
        if let Some(int) = self.softened_type(vt) {
            return self.register_type_and_count(int);
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

    /// How a vector the target has no register class for splits into legal vectors: the
    /// legal vector type of its element and how many of it, when it has a multiple (more than
    /// one) of that type's elements (`v16i32` as four `v4i32`: split until legal, as LLVM's
    /// type legalizer splits). `None` for legal types and for the vectors the builder holds
    /// as their elements (fewer elements than a register's, or no legal vector of the element).
    pub fn vector_split(&self, vt: Evt) -> Option<(Mvt, u32)> {
        if !vt.is_vector() || self.is_type_legal(vt) {
            return None;
        }
        let (part, count) = self.vector_register_type_and_count(vt)?;
        (part.is_vector() && count > 1).then_some((part, count))
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

impl ArgInfo {
    /// The flags the calling convention sees: [`ArgInfo::flags`] with the extension bits.
    pub fn cc_flags(&self) -> ArgFlags {
        let mut f = self.flags;
        if self.sext {
            f = f.with(ArgFlags::SEXT);
        }
        if self.zext {
            f = f.with(ArgFlags::ZEXT);
        }
        f
    }
}

/// What a target tells every instruction selector and the code around them: the register
/// class of each legal type, pointer and stack facts, the exception registers, inline-asm
/// constraints, how jump tables are written. Each selector's own hooks extend it (the
/// SelectionDAG's [`TargetLowering`](crate::isel::dag::lowering::TargetLowering)).
/// How the DAG builder holds the values of a vector type the target has no register class for
/// (LLVM's `getPreferredVectorAction`, asked of the target by
/// [`TargetLoweringBase::preferred_vector_action`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VectorTypeAction {
    /// As its elements (a BUILD_VECTOR of scalars).
    Scalarize,
    /// As this many parts of the legal vector type (`v16i32` as four `v4i32`).
    Split(Mvt, u32),
    /// In the low elements of one register of the legal vector type, the elements above
    /// undefined (`v8i8` in a `v16i8`).
    Widen(Mvt),
}

pub trait TargetLoweringBase {
    /// The legal value types and their register classes.
    fn register_types(&self) -> &RegisterTypes;

    /// How the SelectionDAG holds values of the vector type `vt`, which has no register class
    /// (in its builder, and across blocks): by default split into legal parts where it has a
    /// multiple of a legal type's elements ([`RegisterTypes::vector_split`]), otherwise as its
    /// elements. A target that widens returns [`VectorTypeAction::Widen`] with the legal type
    /// `vt` travels in ([`RegisterTypes::register_type_and_count`]).
    fn preferred_vector_action(&self, vt: Evt) -> VectorTypeAction {
        match self.register_types().vector_split(vt) {
            Some((part, count)) => VectorTypeAction::Split(part, count),
            None => VectorTypeAction::Scalarize,
        }
    }

    /// The value type of pointers in `addrspace`.
    fn pointer_ty(&self, dl: &DataLayout, addrspace: u32) -> Mvt {
        Mvt::integer(dl.pointer_size_bits(addrspace)).unwrap_or(Mvt::I64)
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

    /// The same for `memmove`.
    fn max_stores_per_memmove(&self) -> u32 {
        0
    }

    /// The longest constant-length `memcpy` copied in place at -O0 (0: always a call).
    fn max_inline_memcpy_bytes_at_o0(&self) -> u64 {
        0
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

    /// Where a frame keeps its caller's frame pointer and its return address, as byte offsets
    /// from the frame address (the frame pointer's value), for `llvm.frameaddress` and
    /// `llvm.returnaddress` of depth 1 and more; `slot` is the pointer size. The default is a
    /// frame built by a call that pushes the return address and a prologue that pushes the
    /// frame pointer: `(0, slot)`. `None`: the target does not walk frames.
    fn frame_record(&self, slot: i64) -> Option<(i64, i64)> {
        Some((0, slot))
    }

    /// The frame record offsets `what` (`llvm.frameaddress` or, with `returns`,
    /// `llvm.returnaddress`) of `depth` walks with, for every selector: the target's
    /// [`frame_record`](Self::frame_record), or none needed for the frame address of depth 0.
    fn frame_walk_record(&self, what: &str, slot: i64, depth: u32, returns: bool) -> Result<(i64, i64), String> {
        match self.frame_record(slot) {
            Some(record) => Ok(record),
            None if depth == 0 && !returns => Ok((0, 0)),
            None => Err(format!("unsupported: {what} of depth {depth} on this target")),
        }
    }

    /// The register a call leaves the return address in (`llvm.returnaddress(0)` copies it);
    /// `None` when the call pushes it on the stack.
    fn return_address_register(&self) -> Option<PhysReg> {
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

    /// The target flags of a reference to global `g` of the module being compiled: how code
    /// reaches it (LLVM's `classifyGlobalReference`), 0 for the symbol's own address. GlobalISel's
    /// `G_GLOBAL_VALUE` carries them (by [`Self::target_flag_name`]) to the target's selection.
    fn global_reference_flags(&self, g: kiln_ir::GlobalId) -> u8 {
        let _ = g;
        0
    }

    /// The target flags of the address of thread-local global `g` as GlobalISel's
    /// `G_GLOBAL_VALUE` carries it to the target's selection, which builds the access sequence
    /// of the TLS model they name; `None` when the target's GlobalISel builds none for `g`
    /// (the IRTranslator then calls `__emutls_get_address` when the module has `g`'s
    /// `-emulated-tls` control variable, and falls back to SelectionDAG otherwise).
    fn thread_local_reference_flags(&self, g: kiln_ir::GlobalId) -> Option<u8> {
        let _ = g;
        None
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
