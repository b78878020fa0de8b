//! The hand-written half of x86-64 instruction selection: the addressing-mode selectors the
//! `addr` and `lea64addr` ComplexPatterns name (`td/X86ISelNodes.td`), the predicates and
//! transforms the pattern fragments call (load/store kinds, compare-foldable loads, FP
//! constants, inverted conditions), and the x86 operand flags of symbol references.
//!
//! An address is matched, as in LLVM, into base + index * scale + displacement: adds are split
//! between the parts (trying both operand orders, backtracking on failure), constants and
//! symbol offsets fold into a 32-bit displacement, shifts by 1-3 and multiplies by 2, 4, 8 become
//! the scaled index (3, 5, 9, also as `X86ISD::MUL_IMM`, use the base as well), a frame index
//! becomes the base, and a symbol becomes the displacement, relative to RIP when nothing else is used (or always for
//! `X86ISD::WrapperRIP`). What does not fit goes in a register. [`select_manually`] selects
//! the few nodes no pattern can express.

use crate::generated::{opcode, reg, sub_reg_idx, INSTR_INFO, X86ISD_CALL, X86ISD_MUL_IMM, X86ISD_THREAD_POINTER, X86ISD_Wrapper, X86ISD_WrapperRIP};
use crate::subtarget::X86Subtarget;
use kiln_codegen::target::machine::CodeModel;
use kiln_codegen::isel::dag::{combine, ExtType, Isd, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::target::target_opcode;
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_ir::{GlobalId, Linkage, Module, ThreadLocal, Visibility};

/// Target flags of a TargetGlobalAddress (`NodeData::Global::target_flags`): how the symbol is
/// referenced. Their MIR spelling is [`target_flag_name`].
pub const MO_NO_FLAG: u8 = 0;
/// The address of the symbol's GOT entry, relative to RIP (`sym@GOTPCREL(%rip)`).
pub const MO_GOTPCREL: u8 = 1;
/// A call through the PLT (`call sym@PLT`).
pub const MO_PLT: u8 = 2;
/// Thread-local storage: the offset from the thread pointer (`sym@TPOFF`, local exec).
pub const MO_TPOFF: u8 = 3;
/// The GOT entry holding the offset from the thread pointer (`sym@GOTTPOFF(%rip)`, initial exec).
pub const MO_GOTTPOFF: u8 = 4;
/// The argument of `__tls_get_addr` for the symbol (`sym@TLSGD(%rip)`, general dynamic).
pub const MO_TLSGD: u8 = 5;
/// The argument of `__tls_get_addr` for the module (`sym@TLSLD(%rip)`, local dynamic).
pub const MO_TLSLD: u8 = 6;
/// The offset in the module's TLS block (`sym@DTPOFF`, local dynamic).
pub const MO_DTPOFF: u8 = 7;

/// Whether a symbol reference with target flags `flags` is the symbol's address plus the
/// displacement (no flags, or a TLS offset), so constants may fold into it.
pub fn flags_take_offset(flags: u8) -> bool {
    matches!(flags, MO_NO_FLAG | MO_TPOFF | MO_DTPOFF)
}

/// The MIR name of a target flag (`target-flags(x86-gotpcrel)`), "" for none.
pub fn target_flag_name(flags: u8) -> &'static str {
    match flags {
        MO_GOTPCREL => "x86-gotpcrel",
        MO_PLT => "x86-plt",
        MO_TPOFF => "x86-tpoff",
        MO_GOTTPOFF => "x86-gottpoff",
        MO_TLSGD => "x86-tlsgd",
        MO_TLSLD => "x86-tlsld",
        MO_DTPOFF => "x86-dtpoff",
        _ => "",
    }
}

/// Whether references to global `g` resolve within the module's output (so they need no GOT or
/// PLT): local linkage, non-default visibility or `dso_local`.
pub fn is_dso_local(module: &Module, g: GlobalId) -> bool {
    let gl = &module.globals[g.index()];
    gl.dso_local
        || matches!(gl.linkage, Linkage::Private | Linkage::Internal)
        || matches!(gl.visibility, Visibility::Hidden | Visibility::Protected)
}

/// Whether global `g` is thread-local (its address depends on the thread).
pub fn is_thread_local(module: &Module, g: GlobalId) -> bool {
    module.globals[g.index()].thread_local != ThreadLocal::Default
}

// ---- Pattern predicates ----------------------------------------------------------------

/// A load that neither extends nor is extended: the value type is the memory type.
pub fn is_plain_load(dag: &SelectionDAG, n: NodeId) -> bool {
    matches!(dag.node(n).data, NodeData::Load { ext: ExtType::NonExt, .. })
}

/// A plain load an add, sub, and, or or xor may fold into its memory form, unless the other
/// operand is a constant that fits a sign-extended 8-bit immediate (for add and sub, also one
/// whose negation does: the opposite operation takes it). Loading the value into the register
/// and using the immediate form is then shorter (`movl (%rdi), %eax; addl $1, %eax`, not
/// `movl $1, %eax; addl (%rdi), %eax`), as llc chooses.
pub fn is_alu_foldable_load(dag: &SelectionDAG, n: NodeId) -> bool {
    if !is_plain_load(dag, n) {
        return false;
    }
    let value = SDValue::new(n, 0);
    !dag.users(n).any(|(user, used)| used == value && beside_small_immediate(dag, user, value))
}

/// Whether `user`, an add/sub/and/or/xor, combines `value` with a constant that fits 8 bits.
fn beside_small_immediate(dag: &SelectionDAG, user: NodeId, value: SDValue) -> bool {
    let op = dag.opcode(user);
    let add_sub = op.is(Isd::Add) || op.is(Isd::Sub);
    if !(add_sub || op.is(Isd::And) || op.is(Isd::Or) || op.is(Isd::Xor)) {
        return false;
    }
    dag.operands(user).filter(|&o| o != value).any(|o| {
        let Some(c) = dag.constant_value(o) else { return false };
        let bits = dag.value_type(o).size_bits().clamp(1, 128) as u32;
        let signed = ((c << (128 - bits)) as i128) >> (128 - bits);
        let fits = |v: i128| i8::try_from(v).is_ok();
        fits(signed) || (add_sub && fits(-signed))
    })
}

/// A plain, not volatile load of at least 16 aligned bytes, which the legacy SSE instructions
/// may read as their memory operand (a constant-pool vector, an aligned vector load).
pub fn is_aligned_vector_load(dag: &SelectionDAG, n: NodeId) -> bool {
    matches!(dag.node(n).data, NodeData::Load { ext: ExtType::NonExt, mem } if !mem.volatile && mem.align >= 16)
}

/// The load or store of a read-modify-write: not volatile, neither extending nor truncating.
pub fn is_rmw_access(dag: &SelectionDAG, n: NodeId) -> bool {
    match dag.node(n).data {
        NodeData::Load { ext: ExtType::NonExt, mem } => !mem.volatile,
        NodeData::Store { truncating: false, mem } => !mem.volatile,
        _ => false,
    }
}

/// How many chain successors [`is_cmp_foldable_load`] looks at before it gives up.
const MAX_CHAIN_WALK: usize = 64;

/// A plain load a compare may fold: nothing ordered after it by its chain clobbers EFLAGS (a
/// call, its stack adjustments, an arithmetic instruction). The folded compare takes over the
/// load's place in the chain, so such a clobber would land between the compare and the jump
/// or cmov reading its flags, which no schedule can satisfy. Walks at most
/// `MAX_CHAIN_WALK` successors (more: not folded).
pub fn is_cmp_foldable_load(dag: &SelectionDAG, n: NodeId) -> bool {
    if !is_plain_load(dag, n) {
        return false;
    }
    let eflags = Reg::phys(reg::EFLAGS);
    let mut work = vec![SDValue::new(n, 1)];
    let mut walked = 0;
    while let Some(chain) = work.pop() {
        for (user, used) in dag.users(chain.node) {
            if used != chain {
                continue;
            }
            walked += 1;
            if walked > MAX_CHAIN_WALK {
                return false;
            }
            let op = dag.opcode(user);
            let clobbers = match op.machine_number() {
                Some(m) => {
                    let desc = INSTR_INFO.desc(m);
                    desc.is_call() || desc.implicit_defs.iter().any(|&r| Reg::phys(r) == eflags)
                }
                None => {
                    op == Opcode::target(X86ISD_CALL) || op.is(Isd::CallseqStart) || op.is(Isd::CallseqEnd)
                }
            };
            if clobbers {
                return false;
            }
            let vts = dag.node_vts(user);
            work.extend((0..vts.len()).filter(|&r| vts[r] == Evt::OTHER).map(|r| SDValue::new(user, r as u32)));
        }
    }
    true
}

/// An extending load of `bits` in memory; `kind` 0 any, 1 sign, 2 zero extension.
pub fn is_ext_load(dag: &SelectionDAG, n: NodeId, kind: u8, bits: u64) -> bool {
    let NodeData::Load { ext, mem } = dag.node(n).data else { return false };
    let want = match kind {
        0 => ExtType::AnyExt,
        1 => ExtType::SignExt,
        _ => ExtType::ZeroExt,
    };
    ext == want && mem.mem_vt.size_bits() == bits
}

/// A store of the whole value (`bits` 0) or one truncating it to `bits`.
pub fn is_trunc_store(dag: &SelectionDAG, n: NodeId, bits: u64) -> bool {
    let NodeData::Store { truncating, mem } = dag.node(n).data else { return false };
    if bits == 0 {
        !truncating
    } else {
        truncating && mem.mem_vt.size_bits() == bits
    }
}

/// Whether the 32-bit value `n` comes from an instruction that writes a 32-bit register, which
/// clears the upper half of its 64-bit register (LLVM's `def32`): every operation but those
/// that select to no instruction or to a copy of a register whose upper half is unknown (a
/// truncation, a value from another block or an argument, assertions, undef) and
/// nodes already selected.
pub fn clears_upper_32(dag: &SelectionDAG, n: NodeId) -> bool {
    let op = dag.opcode(n);
    if op.machine_number().is_some() {
        return false;
    }
    !op.isd().is_some_and(|o| {
        matches!(o, Isd::Truncate | Isd::CopyFromReg | Isd::AssertSext | Isd::AssertZext | Isd::Undef | Isd::MergeValues)
    })
}

/// A floating-point constant +0.0.
pub fn is_fp_pos_zero(dag: &SelectionDAG, n: NodeId) -> bool {
    matches!(dag.node(n).data, NodeData::ConstantFp(0))
}

/// The bits of floating-point constant `n` as a TargetConstant integer of the same width.
pub fn fp_bits(dag: &mut SelectionDAG, n: NodeId) -> SDValue {
    let bits = match dag.node(n).data {
        NodeData::ConstantFp(bits) | NodeData::Constant(bits) => bits,
        _ => 0,
    };
    let vt = dag.node_vts(n)[0];
    dag.target_constant(bits, Evt::int(vt.size_bits() as u32))
}

/// The opposite of condition-code immediate `n` (the condition numbers pair up by their low
/// bit: e/ne, l/ge, ...).
pub fn inverse_cond(dag: &mut SelectionDAG, n: NodeId) -> SDValue {
    let cond = dag.constant_value(SDValue::new(n, 0)).unwrap_or(0);
    dag.target_constant(cond ^ 1, Mvt::I8.into())
}

/// The low 32 bits of the 64-bit immediate `n` as an i32 immediate.
pub fn low_half(dag: &mut SelectionDAG, n: NodeId) -> SDValue {
    let v = dag.constant_value(SDValue::new(n, 0)).unwrap_or(0) as u32;
    dag.target_constant(v as u128, Mvt::I32.into())
}

/// The right-rotate amount of a left rotate by the immediate `n` of a `width`-bit value
/// (`rorx` rotates right only).
pub fn rotate_right_amount(dag: &mut SelectionDAG, n: NodeId, width: u128) -> SDValue {
    let amount = dag.constant_value(SDValue::new(n, 0)).unwrap_or(0) % width;
    dag.target_constant((width - amount) % width, Mvt::I8.into())
}

// ---- Addressing modes --------------------------------------------------------------------

/// How deep address matching looks through adds before it takes a value as a register.
const MAX_DEPTH: u32 = 6;
/// The largest offset folded into a symbol's displacement (LLVM's small code model keeps
/// symbol + offset within 16 MiB of the symbol).
const MAX_SYMBOL_OFFSET: i64 = 16 << 20;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Base {
    None,
    Reg(SDValue),
    Frame(i32),
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Symbol {
    Global { global: GlobalId, flags: u8 },
    /// An external symbol (a DAG symbol index) with its operand flags.
    External { index: u32, flags: u8 },
    /// `blockaddress(func, block)`.
    Block { func: GlobalId, block: u32 },
    /// A jump table of the function.
    JumpTable(u32),
    /// A constant-pool entry of the function.
    ConstantPool(u32),
}

/// An address being matched: `base + index * scale + disp (+ symbol)`, or RIP-relative.
#[derive(Clone, Copy, Debug, PartialEq)]
struct AddressMode {
    base: Base,
    scale: u32,
    index: Option<SDValue>,
    disp: i64,
    symbol: Option<Symbol>,
    rip: bool,
    /// The thread pointer (`X86ISD::THREAD_POINTER`) was folded in as the FS segment base.
    fs: bool,
    /// Whether a segment may be used (not by lea, which ignores segments).
    segment_ok: bool,
}

impl Default for AddressMode {
    fn default() -> Self {
        AddressMode { base: Base::None, scale: 1, index: None, disp: 0, symbol: None, rip: false, fs: false, segment_ok: false }
    }
}

impl AddressMode {
    fn has_base_or_index(&self) -> bool {
        self.base != Base::None || self.index.is_some()
    }

    /// Adds `offset` to the displacement if the result stays encodable.
    fn fold_offset(&mut self, offset: i64) -> bool {
        if offset == 0 {
            return true;
        }
        let Some(disp) = self.disp.checked_add(offset) else { return false };
        if disp as i32 as i64 != disp {
            return false;
        }
        match self.symbol {
            // A GOT entry's address plus an offset is not the symbol plus the offset, and an
            // external symbol carries no offset.
            Some(Symbol::Global { flags, .. }) if !flags_take_offset(flags) => return false,
            Some(Symbol::External { .. } | Symbol::JumpTable(_) | Symbol::ConstantPool(_)) if disp != 0 => return false,
            Some(_) if disp.abs() >= MAX_SYMBOL_OFFSET => return false,
            _ => {}
        }
        self.disp = disp;
        true
    }

    /// Uses `x * scale` as the index; `(y + c) * scale` becomes index `y` with `c * scale`
    /// added to the displacement when that stays encodable.
    fn set_scaled_index(&mut self, dag: &SelectionDAG, x: SDValue, scale: u32) {
        self.scale = scale;
        self.index = Some(x);
        if x.result == 0 && (dag.opcode(x.node).is(Isd::Add) || (dag.opcode(x.node).is(Isd::Or) && disjoint_or(dag, x))) {
            if let Some(c) = constant_of(dag, dag.operand(x.node, 1)) {
                let saved = *self;
                if self.fold_offset(c.wrapping_mul(scale as i64)) {
                    self.index = Some(dag.operand(x.node, 0));
                } else {
                    *self = saved;
                }
            }
        }
    }

    /// Takes `v` as the base or, failing that, the index register.
    fn use_register(&mut self, v: SDValue) -> bool {
        if self.rip {
            return false;
        }
        if self.base == Base::None {
            self.base = Base::Reg(v);
            true
        } else if self.index.is_none() {
            self.index = Some(v);
            self.scale = 1;
            true
        } else {
            false
        }
    }
}

/// The constant of a Constant node, sign-extended from its type.
fn constant_of(dag: &SelectionDAG, v: SDValue) -> Option<i64> {
    if !dag.opcode(v.node).is(Isd::Constant) {
        return None;
    }
    let bits = dag.value_type(v).size_bits() as u32;
    let raw = dag.constant_value(v)?;
    let shift = 128u32.saturating_sub(bits);
    Some((((raw << shift) as i128) >> shift) as i64)
}

fn match_address(dag: &SelectionDAG, v: SDValue, am: &mut AddressMode, depth: u32) -> bool {
    if depth > MAX_DEPTH || v.result != 0 {
        return am.use_register(v);
    }
    let opcode = dag.opcode(v.node);
    if let Some(c) = constant_of(dag, v) {
        if am.fold_offset(c) {
            return true;
        }
        return am.use_register(v);
    }
    if opcode == Opcode::target(X86ISD_THREAD_POINTER) && am.segment_ok && !am.fs && !am.rip {
        // `%fs:0` holds the thread pointer's own address: adding it is addressing through FS.
        am.fs = true;
        return true;
    }
    if opcode == Opcode::target(X86ISD_Wrapper) || opcode == Opcode::target(X86ISD_WrapperRIP) {
        if match_wrapper(dag, v, am, opcode == Opcode::target(X86ISD_WrapperRIP)) {
            return true;
        }
        return am.use_register(v);
    }
    match opcode.isd() {
        Some(Isd::FrameIndex) => {
            if let (Base::None, false, NodeData::FrameIndex(fi)) = (am.base, am.rip, dag.node(v.node).data) {
                am.base = Base::Frame(fi);
                return true;
            }
        }
        // `x | y` with no bit set in both is `x + y` (LLVM's matchAddress): `(i | 32) + p`, an
        // unrolled loop's index, is `32(%p,%i)`.
        Some(op @ (Isd::Add | Isd::Or)) if op == Isd::Add || disjoint_or(dag, v) => {
            let (mut a, mut b) = (dag.operand(v.node, 0), dag.operand(v.node, 1));
            // A frame index is best as the base (an index register would need an lea).
            if dag.opcode(b.node).is(Isd::FrameIndex) {
                std::mem::swap(&mut a, &mut b);
            }
            let saved = *am;
            for (x, y) in [(a, b), (b, a)] {
                if match_address(dag, x, am, depth + 1) && match_address(dag, y, am, depth + 1) {
                    return true;
                }
                *am = saved;
            }
            if !am.has_base_or_index() && !am.rip {
                am.base = Base::Reg(a);
                am.index = Some(b);
                am.scale = 1;
                return true;
            }
        }
        Some(Isd::Shl) if am.index.is_none() && !am.rip => {
            if let Some(c @ 1..=3) = constant_of(dag, dag.operand(v.node, 1)) {
                am.set_scaled_index(dag, dag.operand(v.node, 0), 1u32 << c);
                return true;
            }
        }
        Some(Isd::Mul) if am.index.is_none() && !am.rip => {
            if match_multiply(dag, v, am) {
                return true;
            }
        }
        _ if opcode == Opcode::target(X86ISD_MUL_IMM) && am.index.is_none() && !am.rip => {
            if match_multiply(dag, v, am) {
                return true;
            }
        }
        _ => {}
    }
    am.use_register(v)
}

/// `x * c` (a `mul` or `X86ISD::MUL_IMM`) as the scaled index, for `c` of 2, 4 or 8, or with
/// `x` as the base too for 3, 5 or 9 when the base is free (`x + x * 2`).
fn match_multiply(dag: &SelectionDAG, v: SDValue, am: &mut AddressMode) -> bool {
    let x = dag.operand(v.node, 0);
    match constant_of(dag, dag.operand(v.node, 1)) {
        Some(c @ (2 | 4 | 8)) => {
            am.set_scaled_index(dag, x, c as u32);
            true
        }
        Some(c @ (3 | 5 | 9)) if am.base == Base::None => {
            am.base = Base::Reg(x);
            am.index = Some(x);
            am.scale = c as u32 - 1;
            true
        }
        _ => false,
    }
}

/// Whether the `or` `v` has no bit set in both operands (known bits), so it is their sum.
fn disjoint_or(dag: &SelectionDAG, v: SDValue) -> bool {
    let bits = dag.value_type(v).size_bits();
    if bits > 64 {
        return false;
    }
    let all = (1u128 << bits) - 1;
    let zeros = combine::known_zero_bits(dag, dag.operand(v.node, 0)) | combine::known_zero_bits(dag, dag.operand(v.node, 1));
    zeros & all == all
}

/// `Wrapper`/`WrapperRIP (Target symbol)`: the symbol as the displacement.
fn match_wrapper(dag: &SelectionDAG, v: SDValue, am: &mut AddressMode, rip: bool) -> bool {
    if am.symbol.is_some() || (rip && (am.has_base_or_index() || am.fs)) {
        return false;
    }
    let inner = dag.operand(v.node, 0);
    let (symbol, offset) = match (dag.opcode(inner.node).isd(), dag.node(inner.node).data) {
        (Some(Isd::TargetGlobalAddress), NodeData::Global { global, offset, target_flags }) => {
            (Symbol::Global { global, flags: target_flags }, offset)
        }
        (Some(Isd::TargetExternalSymbol), NodeData::Symbol { index, target_flags }) => (Symbol::External { index, flags: target_flags }, 0),
        (Some(Isd::TargetBlockAddress), NodeData::BlockAddress { func, block, offset, .. }) => {
            (Symbol::Block { func, block }, offset)
        }
        (Some(Isd::TargetJumpTable), NodeData::JumpTable(index)) => (Symbol::JumpTable(index), 0),
        (Some(Isd::TargetConstantPool), NodeData::ConstantPool(index)) => (Symbol::ConstantPool(index), 0),
        _ => return false,
    };
    let is_got = matches!(symbol, Symbol::Global { flags, .. } if !flags_take_offset(flags));
    if is_got && (am.disp != 0 || offset != 0) {
        return false;
    }
    let saved = *am;
    let disp = am.disp;
    am.disp = 0;
    am.symbol = Some(symbol);
    am.rip = rip;
    if !am.fold_offset(disp.wrapping_add(offset)) {
        *am = saved;
        return false;
    }
    true
}

/// Matches `v` as an address; a symbol alone becomes RIP-relative (shorter than absolute).
/// `segment_ok`: the thread pointer may fold in as the FS segment.
fn match_full(dag: &SelectionDAG, v: SDValue, segment_ok: bool) -> AddressMode {
    let mut am = AddressMode { segment_ok, ..AddressMode::default() };
    if !match_address(dag, v, &mut am, 0) {
        am = AddressMode { base: Base::Reg(v), ..AddressMode::default() };
    }
    if am.symbol.is_some() && !am.has_base_or_index() && !am.fs {
        am.rip = true;
    }
    am
}

/// Pushes the five operands of `am`: base, scale, index, displacement, segment.
fn emit_address(dag: &mut SelectionDAG, am: &AddressMode, out: &mut Vec<SDValue>) {
    let ptr: Evt = Mvt::I64.into();
    let base = match am.base {
        Base::Reg(v) => v,
        Base::Frame(fi) => {
            let vts = dag.vt_list(&[ptr]);
            SDValue::new(dag.get_node(Isd::TargetFrameIndex.into(), vts, &[], NodeData::FrameIndex(fi)), 0)
        }
        Base::None if am.rip => dag.register(Reg::phys(reg::RIP), ptr),
        Base::None => dag.register(Reg::NONE, ptr),
    };
    let scale = dag.target_constant(am.scale as u128, Mvt::I8.into());
    let index = match am.index {
        Some(v) => v,
        None => dag.register(Reg::NONE, ptr),
    };
    let disp = match am.symbol {
        Some(Symbol::Global { global, flags }) => {
            let vts = dag.vt_list(&[ptr]);
            let data = NodeData::Global { global, offset: am.disp, target_flags: flags };
            SDValue::new(dag.get_node(Isd::TargetGlobalAddress.into(), vts, &[], data), 0)
        }
        Some(Symbol::External { index, flags }) => {
            let vts = dag.vt_list(&[ptr]);
            let data = NodeData::Symbol { index, target_flags: flags };
            SDValue::new(dag.get_node(Isd::TargetExternalSymbol.into(), vts, &[], data), 0)
        }
        Some(Symbol::Block { func, block }) => {
            let vts = dag.vt_list(&[ptr]);
            let data = NodeData::BlockAddress { func, block, offset: am.disp, target_flags: MO_NO_FLAG };
            SDValue::new(dag.get_node(Isd::TargetBlockAddress.into(), vts, &[], data), 0)
        }
        Some(Symbol::JumpTable(index)) => {
            let vts = dag.vt_list(&[ptr]);
            SDValue::new(dag.get_node(Isd::TargetJumpTable.into(), vts, &[], NodeData::JumpTable(index)), 0)
        }
        Some(Symbol::ConstantPool(index)) => {
            let vts = dag.vt_list(&[ptr]);
            SDValue::new(dag.get_node(Isd::TargetConstantPool.into(), vts, &[], NodeData::ConstantPool(index)), 0)
        }
        None => dag.target_constant(am.disp as u128, Mvt::I32.into()),
    };
    let segment = dag.register(if am.fs { Reg::phys(reg::FS) } else { Reg::NONE }, Mvt::I16.into());
    out.extend([base, scale, index, disp, segment]);
}

/// The `addr` ComplexPattern: any pointer value as the memory operand of a load or store.
pub fn select_addr(dag: &mut SelectionDAG, _root: NodeId, v: SDValue, out: &mut Vec<SDValue>) -> bool {
    let am = match_full(dag, v, true);
    emit_address(dag, &am, out);
    true
}

/// The `lea64addr` and `lea32addr` ComplexPatterns: `v` as an lea, when that combines enough
/// to beat the plain instructions (LLVM's measure: base, index, scale > 1 and displacement
/// count one each; a frame index or a symbol make it worthwhile on their own).
pub fn select_lea_addr(dag: &mut SelectionDAG, _root: NodeId, v: SDValue, out: &mut Vec<SDValue>) -> bool {
    let am = match_full(dag, v, false);
    // `v` itself as a register would make the lea its own operand.
    if am.base == Base::Reg(v) || am.index == Some(v) {
        return false;
    }
    let mut complexity = match am.base {
        Base::Reg(_) => 1,
        Base::Frame(_) => 4,
        Base::None => 0,
    };
    if am.index.is_some() {
        complexity += 1;
    }
    if am.scale > 1 {
        complexity += 1;
    }
    if am.symbol.is_some() {
        complexity = 4;
    } else if am.disp != 0 && am.has_base_or_index() {
        complexity += 1;
    }
    if complexity <= 2 {
        return false;
    }
    emit_address(dag, &am, out);
    true
}

/// The x86 hand selection tried before the matcher table (`DagIselHooks::select_manually`):
/// `sign_extend_inreg` from a width movsx does not have (a bit-field's i40) becomes a shift
/// left and an arithmetic shift right by the bits above that width; an `and` whose mask
/// shrinks by known bits (`shrink_and_immediate`).
pub fn select_manually(dag: &mut SelectionDAG, n: NodeId, st: &X86Subtarget) -> Result<bool, String> {
    if dag.opcode(n) == Opcode::target(X86ISD_THREAD_POINTER) {
        select_thread_pointer(dag, n);
        return Ok(true);
    }
    if dag.opcode(n) == Opcode::target(X86ISD_Wrapper) && st.code_model == CodeModel::Kernel {
        // The kernel lives in the top 2 GiB: its absolute addresses are sign-extended imm32.
        let vts = dag.vt_list(&[dag.node_vts(n)[0]]);
        let symbol = dag.operand(n, 0);
        let mov = dag.get_node(Opcode::machine(opcode::MOV64ri32), vts, &[symbol], NodeData::None);
        dag.replace_all_uses_with(n, &[SDValue::new(mov, 0)]);
        return Ok(true);
    }
    if dag.opcode(n).is(Isd::And) {
        return Ok(shrink_and_immediate(dag, n));
    }
    if !dag.opcode(n).is(Isd::SignExtendInreg) {
        return Ok(false);
    }
    let NodeData::ValueType(inner) = dag.node(dag.operand(n, 1).node).data else { return Ok(false) };
    let vt = dag.node_vts(n)[0];
    let (shl, sar) = match vt.simple() {
        Some(Mvt::I8) => (opcode::SHL8ri, opcode::SAR8ri),
        Some(Mvt::I16) => (opcode::SHL16ri, opcode::SAR16ri),
        Some(Mvt::I32) => (opcode::SHL32ri, opcode::SAR32ri),
        Some(Mvt::I64) => (opcode::SHL64ri, opcode::SAR64ri),
        _ => return Ok(false),
    };
    if matches!(inner.size_bits(), 8 | 16 | 32) || inner.size_bits() >= vt.size_bits() || inner.size_bits() == 0 {
        return Ok(false);
    }
    let amount = dag.target_constant((vt.size_bits() - inner.size_bits()) as u128, Mvt::I8.into());
    let vts = dag.vt_list(&[vt]);
    let x = dag.operand(n, 0);
    let up = dag.get_node(Opcode::machine(shl), vts, &[x, amount], NodeData::None);
    let down = dag.get_node(Opcode::machine(sar), vts, &[SDValue::new(up, 0), amount], NodeData::None);
    dag.replace_all_uses_with(n, &[SDValue::new(down, 0)]);
    Ok(true)
}

/// An `and` of an i32 or i64 by a mask with leading zeros, where those bits of the other
/// operand are known to be zero (`combine::known_zero_bits`), selected with the mask's
/// leading zeros made ones when that gives a shorter immediate: a sign-extended 8- or
/// 32-bit one instead of a `movabs` or a 32-bit one (`(x >> 3) & 0x1ffffffffffffffc` is
/// `andq $-4`); the `and` goes when the mask becomes all ones. In an i64 whose mask has 32
/// leading zeros, only the low half's are made ones, for a 32-bit `and` that clears the
/// upper half. LLVM's `X86DAGToDAGISel::shrinkAndImmediate`. Returns whether it selected `n`.
fn shrink_and_immediate(dag: &mut SelectionDAG, n: NodeId) -> bool {
    let vt = dag.node_vts(n)[0];
    let bits = match vt.simple() {
        Some(Mvt::I32) => 32,
        Some(Mvt::I64) => 64,
        _ => return false,
    };
    let (x, c) = (dag.operand(n, 0), dag.operand(n, 1));
    if !dag.opcode(c.node).is(Isd::Constant) {
        return false;
    }
    let Some(mask) = dag.constant_value(c).map(|m| m as u64) else { return false };
    let lz = if bits == 32 { (mask as u32).leading_zeros() } else { mask.leading_zeros() };
    if lz == 0 || (bits == 64 && lz == 32 && (mask as u32 as i32) < 0) {
        return false;
    }
    // Within the low half only when the upper one is zero (a 32-bit `and` keeps it so).
    let (width, lz) = if bits == 64 && lz >= 32 { (32, lz - 32) } else { (bits, lz) };
    let width_mask = if width == 32 { u32::MAX as u64 } else { u64::MAX };
    let high_zeros = width_mask & !(width_mask >> lz);
    let negated = mask | high_zeros;
    let signed = |v: u64| if width == 32 { v as u32 as i32 as i64 } else { v as i64 };
    let min_signed_bits = |v: i64| 65 - if v < 0 { v.leading_ones() } else { v.leading_zeros() };
    let new_bits = min_signed_bits(signed(negated));
    if new_bits > 32 || (new_bits > 8 && min_signed_bits(signed(mask)) <= 32) {
        return false;
    }
    if combine::known_zero_bits(dag, x) as u64 & high_zeros != high_zeros {
        return false;
    }
    if negated == width_mask && width == bits {
        dag.replace_all_uses_with(n, &[x]);
        return true;
    }
    let imm = signed(negated);
    let small = i8::try_from(imm).is_ok();
    let node = |dag: &mut SelectionDAG, opcode: u32, vt: Evt, ops: &[SDValue]| {
        let vts = dag.vt_list(&[vt]);
        SDValue::new(dag.get_node(Opcode::machine(opcode), vts, ops, NodeData::None), 0)
    };
    let i32vt: Evt = Mvt::I32.into();
    let result = if width == 64 {
        let k = dag.target_constant(imm as u128, vt);
        node(dag, if small { opcode::AND64ri8 } else { opcode::AND64ri32 }, vt, &[x, k])
    } else {
        let k = dag.target_constant(imm as u32 as u128, i32vt);
        let and32 = if small { opcode::AND32ri8 } else { opcode::AND32ri };
        if bits == 32 {
            node(dag, and32, vt, &[x, k])
        } else {
            let idx = dag.target_constant(sub_reg_idx::sub_32bit.0 as u128, i32vt);
            let low = node(dag, target_opcode::EXTRACT_SUBREG, i32vt, &[x, idx]);
            let and = match negated == width_mask {
                true => node(dag, opcode::MOV32rr, i32vt, &[low]),
                false => node(dag, and32, i32vt, &[low, k]),
            };
            let zero = dag.target_constant(0, vt);
            node(dag, target_opcode::SUBREG_TO_REG, vt, &[zero, and, idx])
        }
    };
    dag.replace_all_uses_with(n, &[result]);
    true
}

/// The thread pointer as a value (an address computation no memory operand absorbed):
/// `movq %fs:0, reg`, the TCB's pointer to itself.
fn select_thread_pointer(dag: &mut SelectionDAG, n: NodeId) {
    let ptr: Evt = Mvt::I64.into();
    let none = dag.register(Reg::NONE, ptr);
    let scale = dag.target_constant(1, Mvt::I8.into());
    let disp = dag.target_constant(0, Mvt::I32.into());
    let fs = dag.register(Reg::phys(reg::FS), Mvt::I16.into());
    let vts = dag.vt_list(&[ptr]);
    let mov = dag.get_node(Opcode::machine(opcode::MOV64rm), vts, &[none, scale, none, disp, fs], NodeData::None);
    dag.replace_all_uses_with(n, &[SDValue::new(mov, 0)]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i64vt() -> Evt {
        Mvt::I64.into()
    }

    /// A value the matcher cannot look into (a register copy).
    fn opaque(dag: &mut SelectionDAG, n: u32) -> SDValue {
        dag.copy_from_reg(dag.entry(), Reg::virt(n), i64vt())
    }

    fn describe(dag: &SelectionDAG, ops: &[SDValue]) -> String {
        let part = |v: SDValue| match dag.node(v.node).data {
            NodeData::Register(r) if r.is_none() => "_".to_string(),
            NodeData::Register(r) if r == Reg::phys(reg::RIP) => "rip".to_string(),
            NodeData::Register(r) => format!("r{}", r.virt_index().unwrap_or(0)),
            NodeData::Constant(c) => format!("{}", c),
            NodeData::FrameIndex(fi) => format!("fi{fi}"),
            NodeData::Global { offset, target_flags, .. } => format!("@g+{offset}/{target_flags}"),
            _ if dag.opcode(v.node).is(Isd::CopyFromReg) => match dag.node(dag.operand(v.node, 1).node).data {
                NodeData::Register(r) => format!("%{}", r.virt_index().unwrap()),
                _ => "?".to_string(),
            },
            _ => format!("t{}", v.node.0),
        };
        ops.iter().map(|&v| part(v)).collect::<Vec<_>>().join(" ")
    }

    fn addr_of(dag: &mut SelectionDAG, v: SDValue) -> String {
        let mut out = Vec::new();
        assert!(select_addr(dag, v.node, v, &mut out));
        describe(dag, &out)
    }

    #[test]
    fn base_index_scale_displacement() {
        let mut dag = SelectionDAG::new();
        let (a, b) = (opaque(&mut dag, 1), opaque(&mut dag, 2));
        let four = dag.constant(4, i64vt());
        let scaled = dag.node1(Isd::Mul, i64vt(), &[b, four]);
        let sum = dag.node1(Isd::Add, i64vt(), &[a, scaled]);
        let c = dag.constant((-12i64) as u128, i64vt());
        let addr = dag.node1(Isd::Add, i64vt(), &[sum, c]);
        assert_eq!(addr_of(&mut dag, addr), "%1 4 %2 4294967284 _");
        // shl by 3 is a scale of 8; an add inside the index moves to the displacement.
        let three = dag.constant(3, Mvt::I8.into());
        let b8 = dag.constant(8, i64vt());
        let inner = dag.node1(Isd::Add, i64vt(), &[b, b8]);
        let shifted = dag.node1(Isd::Shl, i64vt(), &[inner, three]);
        let addr = dag.node1(Isd::Add, i64vt(), &[shifted, a]);
        assert_eq!(addr_of(&mut dag, addr), "%1 8 %2 64 _");
        // The same through a multiply by 4, as a getelementptr gives it.
        let b3 = dag.constant(3, i64vt());
        let inner = dag.node1(Isd::Add, i64vt(), &[b, b3]);
        let scaled = dag.node1(Isd::Mul, i64vt(), &[inner, four]);
        let addr = dag.node1(Isd::Add, i64vt(), &[a, scaled]);
        assert_eq!(addr_of(&mut dag, addr), "%1 4 %2 12 _");
    }

    #[test]
    fn frame_index_base_and_too_many_registers() {
        let mut dag = SelectionDAG::new();
        let fi = dag.frame_index(3, i64vt());
        let a = opaque(&mut dag, 1);
        let addr = dag.node1(Isd::Add, i64vt(), &[a, fi]);
        assert_eq!(addr_of(&mut dag, addr), "fi3 1 %1 0 _");
        // Three registers: the inner add stays a register.
        let (b, c) = (opaque(&mut dag, 2), opaque(&mut dag, 3));
        let ab = dag.node1(Isd::Add, i64vt(), &[a, b]);
        let abc = dag.node1(Isd::Add, i64vt(), &[ab, c]);
        let text = addr_of(&mut dag, abc);
        let t = ab.node.0;
        assert!(text == format!("t{t} 1 %3 0 _") || text == format!("%3 1 t{t} 0 _"), "{text}");
    }

    #[test]
    fn displacement_must_fit_32_bits() {
        let mut dag = SelectionDAG::new();
        let a = opaque(&mut dag, 1);
        let big = dag.constant(1 << 40, i64vt());
        let addr = dag.node1(Isd::Add, i64vt(), &[a, big]);
        // The constant is materialised in the index register instead.
        assert_eq!(addr_of(&mut dag, addr), "%1 1 1099511627776 0 _");
    }

    #[test]
    fn lea_needs_enough_parts() {
        let mut dag = SelectionDAG::new();
        let (a, b) = (opaque(&mut dag, 1), opaque(&mut dag, 2));
        let sum = dag.node1(Isd::Add, i64vt(), &[a, b]);
        let mut out = Vec::new();
        assert!(!select_lea_addr(&mut dag, sum.node, sum, &mut out), "add r, r is an add");
        let c = dag.constant(8, i64vt());
        let sum3 = dag.node1(Isd::Add, i64vt(), &[sum, c]);
        assert!(select_lea_addr(&mut dag, sum3.node, sum3, &mut out));
        assert_eq!(describe(&dag, &out), "%1 1 %2 8 _");
        out.clear();
        let fi = dag.frame_index(0, i64vt());
        assert!(select_lea_addr(&mut dag, fi.node, fi, &mut out));
        assert_eq!(describe(&dag, &out), "fi0 1 _ 0 _");
    }
}
