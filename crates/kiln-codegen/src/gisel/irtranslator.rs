//! The IRTranslator: a kiln IR function into generic machine IR, the whole function at once.
//! Every IR value gets generic virtual registers with a low-level type (an aggregate one per
//! scalar leaf), created on first mention so that a phi may name a value defined further down;
//! each instruction becomes `G_*` instructions of the same meaning (`add` → `G_ADD`,
//! `getelementptr` → `G_PTR_ADD`/`G_MUL` with constant offsets folded, `load` → `G_LOAD` with
//! its memory operand). Constants, globals and constant expressions are built once, in the
//! entry block, which dominates every use; at -O0 an instruction's own constant, global and
//! static-alloca address operands are instead built right before it, with its location (as
//! llc -O0 materialises them for each instruction: no register lives from the entry block to
//! every use, and the line table has no row for them of their own; a bitcast of a static alloca
//! is built where it is when something other than an access through it, a call say, reads
//! it, as FastISel's address selection looks through it), and a phi no instruction reads gets
//! no `G_PHI` (FastISel builds none). A global's `G_GLOBAL_VALUE` carries the target flags of
//! how code reaches it (`TargetLoweringBase::global_reference_flags`; a thread-local one, its TLS
//! model: `thread_local_reference_flags`). Arguments, calls and returns go
//! through the shared calling-convention code ([`super::irtranslator_call`]); machine blocks, live-in copies and
//! stack objects through [`FunctionLowering`], as for the SelectionDAG.
//!
//! Every instruction built for an IR instruction carries that instruction's `!dbg` location
//! (the constant area of the entry block carries none, as its values have no one source
//! place); `llvm.dbg.declare` of a static alloca becomes its stack object's variable and
//! `llvm.dbg.value` a `DBG_VALUE` ([`super::irtranslator_intrinsic`]), as the SelectionDAG's.
//!
//! What it does not translate yet is an error `unable to translate instruction: OPCODE: why`,
//! which `-global-isel-abort=0|2` turns into a fallback of the function to the SelectionDAG.

use super::irtranslator_call::{self as call, CallLoweringTarget};
use super::llt::Llt;
use crate::debug_info::MdNames;
use crate::isel::function_info::{scalar_leaves, FunctionLoweringInfo};
use crate::isel::call_lowering::ValueAssignment;
use crate::isel::function_lowering::{FunctionLowering, GlobalTexts};
use crate::mir::{
    BlockId, FrameIdx, InsertPoint, InstId, MIFlags, MachineFunction, MachineInstr, MachineOperand, MemAccess, MemFlags,
    MemOperand, MemValue, Operands, Reg, StrId,
};
use crate::target::data_layout::ModuleLayout;
use crate::target::lowering::TargetLoweringBase;
use crate::target::target_opcode as op;
use kiln_ir::{
    AtomicOrdering, ConstExprExtra, ConstId, ConstKind, Function, Inst, InstData, InstFlags, Module, Opcode, Type, TypeId,
    TypeTable, Value,
};
use kiln_mc::desc::{InstrInfo, RegisterInfo};
use rustc_hash::FxHashMap;

/// What the translator needs from the target.
pub struct TranslatorTarget<'a> {
    pub instrs: &'static InstrInfo,
    pub regs: &'static RegisterInfo,
    pub tli: &'a dyn TargetLoweringBase,
    /// The target's half of argument, call and return lowering.
    pub calls: &'a dyn CallLoweringTarget,
    /// The target's match table: the target intrinsics it selects become `G_INTRINSIC`.
    pub match_table: Option<&'a super::match_table::MatchTable>,
}

/// An error naming the instruction that could not be translated.
pub(super) fn unable(what: &str, why: impl std::fmt::Display) -> String {
    format!("unable to translate instruction: {what}: {why}")
}

/// Translates `func` of `module` into `mf`, which must be empty; `flinfo` is reset for it.
/// `names`: the module's `!N` names when it has debug information; `global_texts`: the
/// module's global names, kept for its next function.
#[allow(clippy::too_many_arguments)]
pub fn translate(
    module: &Module,
    layout: &ModuleLayout,
    func: &Function,
    target: &TranslatorTarget,
    flinfo: &mut FunctionLoweringInfo,
    mf: &mut MachineFunction,
    names: Option<&MdNames>,
    global_texts: &mut GlobalTexts,
) -> Result<(), String> {
    flinfo.set_function(module, func, layout, target.tli)?;
    let mut f = FunctionLowering::new_generic(mf, flinfo, target.instrs, target.regs, target.tli, module, func)?;
    f.share_global_texts(global_texts);
    if let Some(names) = names {
        f.attach_debug_info(names, flinfo);
    }
    let entry = f.machine_block(func.layout[0])?;
    let mut scratch = SCRATCH.with(std::cell::Cell::take).unwrap_or_default();
    if !scratch.regs.is_some_and(|regs| std::ptr::eq(regs, target.regs)) {
        // Assignments are made for one register set.
        scratch.assignments.clear();
        scratch.made.clear();
        scratch.regs = Some(target.regs);
    }
    let n = func.insts.len();
    let mut t = Translator {
        f,
        module,
        layout,
        func,
        target,
        pointer_bits: layout.dl.pointer_size_bits(0),
        inst_regs: ResultRegs { spans: refill(std::mem::take(&mut scratch.spans), n, (0, 0)), pool: refill(std::mem::take(&mut scratch.pool), 0, Reg::NONE) },
        arg_regs: refill(std::mem::take(&mut scratch.arg_regs), func.args.len(), Reg::NONE),
        constants: FxHashMap::default(),
        at: InsertPoint::End(entry),
        constant_at: InsertPoint::Start(entry),
        building_constant: false,
        block: entry,
        ir_block: func.layout[0],
        pending_phis: Vec::new(),
        edge_blocks: FxHashMap::default(),
        varargs: None,
        dbg: names.and_then(|_| module.symbols.lookup(b"dbg")),
        frame_slots: refill(std::mem::take(&mut scratch.frame_slots), n, NO_SLOT),
        built_casts: std::mem::take(&mut scratch.built_casts),
        unread_phis: std::mem::take(&mut scratch.unread_phis),
        phi_reads: std::mem::take(&mut scratch.phi_reads),
        local_values: false,
        spare_assignments: std::mem::take(&mut scratch.assignments),
        assignments_made: std::mem::take(&mut scratch.made),
        call_buffers: std::mem::take(&mut scratch.calls),
        tail_called: false,
        emulated_tls: Vec::new(),
        predicate_names: [None; INT_PREDICATES + FLOAT_PREDICATES],
    };
    let translated = t.function(flinfo);
    let Translator { f, inst_regs, arg_regs, frame_slots, spare_assignments, assignments_made, call_buffers, built_casts, unread_phis, phi_reads, .. } = t;
    (scratch.spans, scratch.pool, scratch.arg_regs, scratch.frame_slots) = (inst_regs.spans, inst_regs.pool, arg_regs, frame_slots);
    (scratch.built_casts, scratch.unread_phis, scratch.phi_reads) = (built_casts, unread_phis, phi_reads);
    (scratch.assignments, scratch.made, scratch.calls) = (spare_assignments, assignments_made, call_buffers);
    SCRATCH.with(|cell| cell.set(Some(scratch)));
    translated?;
    f.finish(flinfo)
}

/// The buffers a translation fills and the next one on the same thread reuses: the tables by
/// IR instruction (result registers, stack objects, -O0's built casts and unread phis) and
/// argument, the calling-convention assignments and the call lowering's vectors, so
/// that translating a function (most of a Rust program's are small, and call-heavy) allocates
/// them once per thread rather than once per function and call; and the assignments made so
/// far, which the next calls of the same signatures copy.
#[derive(Default)]
struct Scratch {
    spans: Vec<(u32, u32)>,
    pool: Vec<Reg>,
    arg_regs: Vec<Reg>,
    frame_slots: Vec<i32>,
    built_casts: Vec<bool>,
    unread_phis: Vec<bool>,
    phi_reads: Vec<bool>,
    assignments: Vec<ValueAssignment<'static>>,
    made: call::AssignmentCache,
    /// The register set `assignments` and `made` were made for.
    regs: Option<&'static RegisterInfo>,
    calls: call::CallBuffers,
}

thread_local! {
    // On the heap: taken and given back whole per function, a pointer rather than the buffers.
    static SCRATCH: std::cell::Cell<Option<Box<Scratch>>> = const { std::cell::Cell::new(None) };
}

/// `v` emptied and filled with `len` copies of `x`, in the room it has.
fn refill<T: Clone>(mut v: Vec<T>, len: usize, x: T) -> Vec<T> {
    v.clear();
    v.resize(len, x);
    v
}

impl Translator<'_, '_> {
    /// The function's arguments, blocks and phis.
    fn function(&mut self, flinfo: &mut FunctionLoweringInfo) -> Result<(), String> {
        let (func, optimize) = (self.func, flinfo.optimize);
        if optimize {
            self.built_casts.clear();
            self.unread_phis.clear();
        } else {
            self.find_built_casts_and_unread_phis(flinfo);
        }
        call::lower_arguments(self, flinfo)?;
        for &b in &func.layout {
            self.ir_block = b;
            self.block = self.f.machine_block(b)?;
            self.at = InsertPoint::End(self.block);
            for &i in &func.blocks[b.index()].insts {
                // Most instructions have no location (all, without debug information): no call.
                self.f.current_loc = match self.dbg.and_then(|k| func.insts[i.index()].attachment(k)) {
                    Some(loc) => self.f.loc_text(Some(loc)),
                    None => StrId::NONE,
                };
                self.local_values = !optimize && func.insts[i.index()].opcode != Opcode::Phi;
                self.instruction(flinfo, i)?;
                if std::mem::take(&mut self.tail_called) {
                    // The tail call ended the block: the `ret` after it builds nothing.
                    break;
                }
            }
        }
        self.local_values = false;
        self.f.current_loc = StrId::NONE;
        self.finish_phis()?;
        self.drop_fall_through_branches();
        Ok(())
    }
}

/// The registers of each IR instruction's result, all in one buffer: an instruction's are
/// set once, so they are a range of it (no vector per instruction).
struct ResultRegs {
    /// Per instruction: the start of its registers in `pool` and how many.
    spans: Vec<(u32, u32)>,
    pool: Vec<Reg>,
}

impl ResultRegs {
    fn get(&self, i: kiln_ir::InstId) -> &[Reg] {
        let (start, len) = self.spans[i.index()];
        &self.pool[start as usize..(start + len) as usize]
    }

    /// Sets the registers of `i`, which has none yet.
    fn set(&mut self, i: kiln_ir::InstId, regs: &[Reg]) {
        self.spans[i.index()] = (self.pool.len() as u32, regs.len() as u32);
        // Most results are one register: a store, not a copy of a list of unknown length.
        match *regs {
            [r] => self.pool.push(r),
            _ => self.pool.extend_from_slice(regs),
        }
    }
}

/// One value kept without an allocation, or several in a vector: the result registers of an
/// [`operation`](Translator::operation) (one for most, one per scalar leaf of an aggregate),
/// and the leaves of a load or store ([`Translator::access_leaves`]).
pub(super) enum OneOrMany<T> {
    One(T),
    Many(Vec<T>),
}

impl<T: Copy> OneOrMany<T> {
    /// `xs`, without an allocation when it holds one value.
    fn from_slice(xs: &[T]) -> Self {
        match *xs {
            [x] => OneOrMany::One(x),
            _ => OneOrMany::Many(xs.to_vec()),
        }
    }
}

impl<T> OneOrMany<T> {
    fn into_vec(self) -> Vec<T> {
        match self {
            OneOrMany::One(x) => vec![x],
            OneOrMany::Many(xs) => xs,
        }
    }
}

impl<T> std::ops::Deref for OneOrMany<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        match self {
            OneOrMany::One(x) => std::slice::from_ref(x),
            OneOrMany::Many(xs) => xs,
        }
    }
}

impl<T> std::ops::DerefMut for OneOrMany<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        match self {
            OneOrMany::One(x) => std::slice::from_mut(x),
            OneOrMany::Many(xs) => xs,
        }
    }
}

/// The translation of one function.
pub(super) struct Translator<'a, 'f> {
    pub f: FunctionLowering<'f>,
    pub module: &'f Module,
    pub layout: &'f ModuleLayout,
    pub func: &'f Function,
    pub target: &'a TranslatorTarget<'a>,
    /// The data layout's pointer width ([`Self::pointer_bits`]).
    pointer_bits: u32,
    /// The registers of each instruction's result (one per scalar leaf), by `InstId`; empty
    /// until first mentioned.
    inst_regs: ResultRegs,
    /// The register of each argument (`NONE` until the argument lowering sets it).
    arg_regs: Vec<Reg>,
    /// Constants and globals built in the entry block.
    constants: FxHashMap<Value, Vec<Reg>>,
    /// Where the next instruction goes, and where the next constant goes.
    at: InsertPoint,
    constant_at: InsertPoint,
    /// Whether instructions go to the constant area now.
    pub(super) building_constant: bool,
    /// The machine block being filled and the IR block it came from.
    pub block: BlockId,
    pub ir_block: kiln_ir::BlockId,
    /// Each `G_PHI` with its IR phi, whose operands are added when every block is done.
    pending_phis: Vec<(InstId, kiln_ir::InstId, usize, kiln_ir::BlockId)>,
    /// The machine blocks an IR edge (from, to) leaves from when the terminator of `from`
    /// became several blocks; absent: the machine block of `from`.
    edge_blocks: FxHashMap<(kiln_ir::BlockId, kiln_ir::BlockId), Vec<BlockId>>,
    /// In a variadic function that calls `llvm.va_start`: where its variable arguments are.
    pub varargs: Option<crate::isel::function_info::VarArgsInfo>,
    /// The `!dbg` attachment kind, when the module has debug information.
    pub dbg: Option<kiln_ir::Sym>,
    /// The stack object of each static alloca translated so far (and of a bitcast of one that
    /// stands for it), by `InstId`; [`NO_SLOT`] for the rest.
    frame_slots: Vec<i32>,
    /// At -O0, whether each instruction is a bitcast of a static alloca built where it is (see
    /// [`Self::find_built_casts_and_unread_phis`]), by `InstId` (empty above -O0).
    built_casts: Vec<bool>,
    /// At -O0, whether each instruction is a phi no instruction reads, which gets no `G_PHI`
    /// (FastISel builds no machine phi for them, nor their incoming values); empty above -O0.
    unread_phis: Vec<bool>,
    /// Whether each instruction is read by one seen so far, by `InstId`: the
    /// working table of [`Self::find_built_casts_and_unread_phis`], kept for the next function.
    phi_reads: Vec<bool>,
    /// Whether operands that are constants, globals or static-alloca addresses are built
    /// where they are used (at -O0, within an instruction other than a phi).
    local_values: bool,
    /// Calling-convention assignments done with, whose vectors the next argument list, call or
    /// return fills ([`Self::spare_assignment`]): a call allocates none.
    spare_assignments: Vec<ValueAssignment<'static>>,
    /// The assignments made so far ([`call::AssignmentCache`]).
    pub(super) assignments_made: call::AssignmentCache,
    /// The call lowering's vectors, reused by each call ([`call::CallBuffers`]).
    pub(super) call_buffers: call::CallBuffers,
    /// Set by a tail call, which ends its block.
    pub(super) tail_called: bool,
    /// Above -O0, the `-emulated-tls` addresses built so far, by machine block and variable.
    pub(super) emulated_tls: Vec<(BlockId, kiln_ir::GlobalId, Reg)>,
    /// Each compare predicate's name, interned in the function on first use: `icmp`'s by
    /// number, then `fcmp`'s (a compare interns no text).
    predicate_names: [Option<StrId>; INT_PREDICATES + FLOAT_PREDICATES],
}

/// How many `icmp` and `fcmp` predicates there are (each enum's last, in LangRef's order).
const INT_PREDICATES: usize = kiln_ir::IntPredicate::Sle as usize + 1;
const FLOAT_PREDICATES: usize = kiln_ir::FloatPredicate::True as usize + 1;

/// No stack object in [`Translator::frame_slots`].
const NO_SLOT: i32 = i32::MIN;

impl<'a, 'f> Translator<'a, 'f> {
    // ---- building instructions --------------------------------------------------------

    /// A new generic virtual register of type `ty`.
    pub fn new_reg(&mut self, ty: Llt) -> Reg {
        self.f.mf.regs.create_generic_vreg(ty)
    }

    /// An empty calling-convention assignment (`vararg` or not), in the vectors of one done with.
    pub(super) fn spare_assignment(&mut self, vararg: bool) -> ValueAssignment<'static> {
        match self.spare_assignments.pop() {
            Some(mut a) => {
                a.reset(vararg);
                a
            }
            None => ValueAssignment::new(self.target.regs, vararg),
        }
    }

    /// Keeps assignment `a`, done with, for [`Self::spare_assignment`].
    pub(super) fn recycle(&mut self, a: ValueAssignment<'static>) {
        self.spare_assignments.push(a);
    }

    /// Inserts `mi` where instructions go now, with the source location of the IR instruction
    /// being translated (none in the constant area).
    pub fn put(&mut self, mi: MachineInstr) -> InstId {
        let id = self.f.mf.create_inst(mi);
        self.link(id)
    }

    /// Inserts the unlinked instruction `id` at the insertion point (see [`put`](Self::put)).
    #[inline]
    fn link(&mut self, id: InstId) -> InstId {
        let mi = self.f.mf.inst_mut(id);
        if mi.debug_loc.is_none() && !self.building_constant {
            mi.debug_loc = self.f.current_loc;
        }
        match self.at {
            InsertPoint::End(b) => self.f.mf.append(b, id),
            at => {
                self.f.mf.insert(at, id);
                self.at = InsertPoint::After(id);
            }
        }
        id
    }

    /// `opcode` with operands `ops`. The instruction is made in the function's arena and
    /// filled there (an instruction is large: moving it about costs).
    pub fn emit<const N: usize>(&mut self, opcode: u32, ops: [MachineOperand; N]) -> InstId {
        let id = self.f.mf.create_inst_with(opcode, Operands::from(ops));
        self.link(id)
    }

    /// [`emit`](Self::emit) with an operand list of a length known only when it runs.
    pub(super) fn emit_list(&mut self, opcode: u32, ops: &[MachineOperand]) -> InstId {
        let id = self.f.mf.create_inst_with(opcode, Operands::from(ops));
        self.link(id)
    }

    /// A load or store `opcode` with its two operands `ops` and memory operand `mem`, made in
    /// the arena like [`emit`](Self::emit), the memory operand in a kept list (see
    /// [`MachineFunction::add_mem_operand`]).
    pub(super) fn emit_memory(&mut self, opcode: u32, ops: [MachineOperand; 2], mem: MemOperand) -> InstId {
        let id = self.f.mf.create_inst_with(opcode, Operands::from(ops));
        self.f.mf.add_mem_operand(id, mem);
        self.link(id)
    }

    /// `%r:_(ty) = opcode uses...`; returns `%r`.
    pub fn emit_def(&mut self, opcode: u32, ty: Llt, uses: &[Reg]) -> Reg {
        let r = self.new_reg(ty);
        let (def, u) = (MachineOperand::reg_def(r), MachineOperand::reg_use);
        // The common lists written in place at once, not pushed one by one.
        let ops = match *uses {
            [] => Operands::from([def]),
            [a] => Operands::from([def, u(a)]),
            [a, b] => Operands::from([def, u(a), u(b)]),
            [a, b, c] => Operands::from([def, u(a), u(b), u(c)]),
            _ => {
                let mut ops = Operands::from([def]);
                ops.extend(uses.iter().map(|&x| u(x)));
                ops
            }
        };
        let id = self.f.mf.create_inst_with(opcode, ops);
        self.link(id);
        r
    }

    /// `%r:_(ty) = G_CONSTANT iN value` (in place, not in the entry block).
    pub fn constant_here(&mut self, ty: Llt, value: i64) -> Reg {
        let r = self.new_reg(ty);
        let bits = ty.scalar_bits().max(if ty.is_pointer() { self.pointer_bits() } else { 0 });
        self.emit(op::G_CONSTANT, [MachineOperand::reg_def(r), MachineOperand::CImm { bits, value: sign_extend(value, bits) }]);
        r
    }

    /// `value` converted to type `to` by truncation, extension (`signed` or not) or a copy.
    pub fn resize(&mut self, value: Reg, to: Llt, signed: bool) -> Reg {
        let from = self.ty(value);
        if from == to {
            return value;
        }
        let (f, t) = (from.scalar_bits(), to.scalar_bits());
        let opcode = if f > t {
            op::G_TRUNC
        } else if signed {
            op::G_SEXT
        } else {
            op::G_ZEXT
        };
        self.emit_def(opcode, to, &[value])
    }

    pub fn ty(&self, r: Reg) -> Llt {
        self.f.mf.regs.ty(r).unwrap_or(Llt::scalar(1))
    }

    /// The width of a pointer (of address space 0), asked of the data layout once.
    #[inline]
    pub fn pointer_bits(&self) -> u32 {
        self.pointer_bits
    }

    /// Runs `build` with instructions going to the entry block's constant area.
    /// A constant built for another (a constant expression's operand) goes there too.
    fn in_entry<T>(&mut self, build: impl FnOnce(&mut Self) -> Result<T, String>) -> Result<T, String> {
        if self.building_constant {
            return build(self);
        }
        let saved = std::mem::replace(&mut self.at, self.constant_at);
        self.building_constant = true;
        let result = build(self);
        self.building_constant = false;
        self.constant_at = self.at;
        self.at = saved;
        result
    }

    // ---- types and values -------------------------------------------------------------

    /// The low-level type of a scalar or vector IR type (an integer's and a pointer's, most
    /// values', inlined into the caller).
    #[inline]
    pub fn llt(&self, ty: TypeId) -> Result<Llt, String> {
        match self.module.types.get(ty) {
            Type::Int(bits) => Ok(Llt::scalar(*bits)),
            Type::Ptr { addrspace, .. } => Ok(Llt::pointer(*addrspace)),
            _ => self.other_llt(ty),
        }
    }

    /// [`llt`](Self::llt) of a type other than an integer or a pointer.
    fn other_llt(&self, ty: TypeId) -> Result<Llt, String> {
        let types = &self.module.types;
        Ok(match types.get(ty) {
            Type::Half | Type::BFloat => Llt::scalar(16),
            Type::Float => Llt::scalar(32),
            Type::Double => Llt::scalar(64),
            Type::X86Fp80 => Llt::scalar(80),
            Type::Fp128 | Type::PpcFp128 => Llt::scalar(128),
            Type::Vector { len, elem, scalable: false } => Llt::vector(*len, self.llt(*elem)?),
            _ => return Err(format!("values of type {} are not translated yet", kiln_ir::printer::type_to_string(self.module, ty))),
        })
    }

    /// The low-level types of the scalar leaves of `ty` (one for a scalar or vector).
    pub fn leaf_types(&self, ty: TypeId) -> Result<Vec<(Llt, u64, TypeId)>, String> {
        if !self.module.types.is_aggregate(ty) {
            return Ok(vec![(self.llt(ty)?, 0, ty)]);
        }
        scalar_leaves(self.module, self.layout, ty)?.into_iter().map(|(t, off)| Ok((self.llt(t)?, off, t))).collect()
    }

    /// [`leaf_types`](Self::leaf_types) of a load or store's type (or a call's result type),
    /// without an allocation for the common scalar or vector.
    pub(super) fn access_leaves(&self, ty: TypeId) -> Result<OneOrMany<(Llt, u64, TypeId)>, String> {
        if self.module.types.is_aggregate(ty) {
            return self.leaf_types(ty).map(OneOrMany::Many);
        }
        Ok(OneOrMany::One((self.llt(ty)?, 0, ty)))
    }

    /// The registers of an instruction's result, created on first mention; borrowed from the
    /// one buffer that holds every instruction's.
    fn result_regs(&mut self, i: kiln_ir::InstId) -> Result<&[Reg], String> {
        if self.inst_regs.get(i).is_empty() {
            let ty = self.func.insts[i.index()].ty;
            if self.module.types.is_aggregate(ty) {
                let regs: Vec<Reg> = self.leaf_types(ty)?.into_iter().map(|(t, _, _)| self.new_reg(t)).collect();
                self.inst_regs.set(i, &regs);
            } else {
                let reg = self.new_reg(self.llt(ty)?);
                self.inst_regs.set(i, &[reg]);
            }
        }
        Ok(self.inst_regs.get(i))
    }

    /// The registers of instruction `i`'s result if it has any yet (none before it is
    /// translated or mentioned).
    pub(super) fn translated_regs(&self, i: kiln_ir::InstId) -> &[Reg] {
        self.inst_regs.get(i)
    }

    /// The registers of argument `k`.
    pub(super) fn argument_regs(&self, k: usize) -> &[Reg] {
        let r = &self.arg_regs[k];
        if r.is_none() {
            &[]
        } else {
            std::slice::from_ref(r)
        }
    }

    /// Sets the register of argument `k` (by the argument lowering).
    pub fn set_arg_reg(&mut self, k: usize, reg: Reg) {
        self.arg_regs[k] = reg;
    }

    /// The registers of `v`, one per scalar leaf.
    pub fn regs(&mut self, v: Value) -> Result<Vec<Reg>, String> {
        self.value_regs(v).map(OneOrMany::into_vec)
    }

    /// [`regs`](Self::regs) without a vector for a value of one register.
    pub(super) fn value_regs(&mut self, v: Value) -> Result<OneOrMany<Reg>, String> {
        let local = self.local_values && !self.building_constant;
        match v {
            Value::Inst(i) => match self.frame_slot(i) {
                Some(index) if local => Ok(OneOrMany::One(self.emit_def_frame_index(index))),
                _ => self.result_regs(i).map(OneOrMany::from_slice),
            },
            // Here, with the user's location, and not kept (a constant expression's operands too).
            Value::Const(_) | Value::Global(_) if local => self.materialize(v),
            Value::Global(g) if self.is_emulated_tls(g) => self.emulated_tls_in_block(g).map(OneOrMany::One),
            Value::Arg(k) => Ok(OneOrMany::from_slice(self.argument_regs(k as usize))),
            Value::Const(_) | Value::Global(_) => {
                if let Some(r) = self.constants.get(&v) {
                    return Ok(OneOrMany::from_slice(r));
                }
                let regs = self.in_entry(|t| t.materialize(v))?;
                self.constants.insert(v, regs.to_vec());
                Ok(regs)
            }
            _ => Err("a label, metadata or inline asm operand where a value was expected".to_string()),
        }
    }

    /// The one register of a scalar or vector `v`: an instruction's or argument's one register
    /// ([`Self::known_reg`], most operands), the rest built by [`Self::built_reg`].
    #[inline]
    pub fn reg(&mut self, v: Value) -> Result<Reg, String> {
        match self.known_reg(v) {
            Some(r) => Ok(r),
            None => self.built_reg(v),
        }
    }

    /// [`reg`](Self::reg) of a value that has no one register yet, or is built where it is
    /// read: a scalar integer constant at -O0 straight into its `G_CONSTANT`.
    fn built_reg(&mut self, v: Value) -> Result<Reg, String> {
        if let Value::Const(c) = v {
            if self.local_values && !self.building_constant {
                let k = self.module.consts.get(c);
                if let (ConstKind::Int(n), Type::Int(bits @ 1..=64)) = (&k.kind, self.module.types.get(k.ty)) {
                    return Ok(self.constant_here(Llt::scalar(*bits), *n as i64));
                }
            }
        }
        match *self.value_regs(v)? {
            [r] => Ok(r),
            _ => Err("an aggregate where a scalar was expected".to_string()),
        }
    }

    /// The stack object of static alloca `i` (or of a bitcast standing for one), if it is one.
    fn frame_slot(&self, i: kiln_ir::InstId) -> Option<i32> {
        Some(self.frame_slots[i.index()]).filter(|&s| s != NO_SLOT)
    }

    /// The one register `v` already has, if so: what [`regs`](Self::regs) would return, without
    /// a copy of the list and without building anything.
    #[inline]
    fn known_reg(&self, v: Value) -> Option<Reg> {
        let known = match v {
            Value::Inst(i) if !(self.local_values && !self.building_constant && self.frame_slots[i.index()] != NO_SLOT) => self.inst_regs.get(i),
            Value::Arg(k) => self.argument_regs(k as usize),
            _ => &[],
        };
        match *known {
            [r] => Some(r),
            _ => None,
        }
    }

    /// Defines the result of instruction `i` as `regs`: they become its registers, or are
    /// copied into them when something mentioned the result first.
    pub(super) fn define(&mut self, i: kiln_ir::InstId, regs: &[Reg]) -> Result<(), String> {
        if self.inst_regs.get(i).is_empty() {
            self.inst_regs.set(i, regs);
            return Ok(());
        }
        let n = self.result_regs(i)?.len();
        if n != regs.len() {
            return Err(format!("internal error: {} registers for a value of {n}", regs.len()));
        }
        for (k, &s) in regs.iter().enumerate() {
            let d = self.inst_regs.get(i)[k];
            self.emit(op::COPY, [MachineOperand::reg_def(d), MachineOperand::reg_use(s)]);
        }
        Ok(())
    }

    /// The one result register of instruction `i`, for an instruction to define directly.
    fn result(&mut self, i: kiln_ir::InstId) -> Result<Reg, String> {
        match *self.result_regs(i)? {
            [r] => Ok(r),
            _ => Err("an aggregate result where a scalar was expected".to_string()),
        }
    }

    // ---- constants --------------------------------------------------------------------

    /// Builds constant or global `v` (in the entry block: see [`Self::in_entry`]).
    fn materialize(&mut self, v: Value) -> Result<OneOrMany<Reg>, String> {
        let ty = self.module.value_type(Some(self.func), v);
        let c = match v {
            Value::Global(g) => {
                // How the target reaches it (through its GOT entry, say), for its selection; a
                // thread-local variable by the flags of its TLS model, whose access sequence
                // the target's selection builds (none under -emulated-tls: a call, built here).
                let flags = if self.module.global(g).thread_local != kiln_ir::ThreadLocal::Default {
                    match self.target.tli.thread_local_reference_flags(g) {
                        Some(flags) => flags,
                        None => return self.thread_local_address(g).map(OneOrMany::One),
                    }
                } else {
                    self.target.tli.global_reference_flags(g)
                };
                let r = self.new_reg(self.llt(ty)?);
                let name = self.f.global_name_id(g);
                let target_flags = self.target.tli.target_flag_name(flags).map_or(crate::mir::TargetFlags::NONE, |f| self.f.mf.intern_target_flags(f));
                self.emit(op::G_GLOBAL_VALUE, [MachineOperand::reg_def(r), MachineOperand::Global { name, offset: 0, target_flags }]);
                return Ok(OneOrMany::One(r));
            }
            Value::Const(c) => c,
            _ => unreachable!("materialize is given constants and globals"),
        };
        self.constant(c, ty)
    }

    fn constant(&mut self, c: ConstId, ty: TypeId) -> Result<OneOrMany<Reg>, String> {
        // Borrowed from the module, which outlives the translator.
        let module = self.module;
        let kind = &module.consts.get(c).kind;
        let one = OneOrMany::One;
        Ok(match kind {
            ConstKind::Undef | ConstKind::Poison => {
                let leaves = self.leaf_types(ty)?;
                OneOrMany::Many(leaves.into_iter().map(|(t, _, _)| self.emit_def(op::G_IMPLICIT_DEF, t, &[])).collect())
            }
            ConstKind::Zero | ConstKind::Null if self.module.types.is_aggregate(ty) => {
                let leaves = self.leaf_types(ty)?;
                OneOrMany::Many(leaves.into_iter().map(|(t, _, leaf)| self.zero(t, leaf)).collect::<Result<_, _>>()?)
            }
            ConstKind::Zero | ConstKind::Null => one(self.zero(self.llt(ty)?, ty)?),
            ConstKind::Int(n) => one(self.int_constant(self.llt(ty)?, &[*n as u64, (*n >> 64) as u64])?),
            ConstKind::WideInt(limbs) => one(self.int_constant(self.llt(ty)?, limbs)?),
            ConstKind::Float(bits) => one(self.float_constant(ty, *bits)?),
            ConstKind::Struct(elems) | ConstKind::Array(elems) => {
                let mut out = Vec::new();
                for &e in elems {
                    out.extend_from_slice(&self.value_regs(e)?);
                }
                OneOrMany::Many(out)
            }
            ConstKind::Bytes(bytes) => OneOrMany::Many(bytes.iter().map(|&b| self.constant_here(Llt::scalar(8), b as i64)).collect()),
            // A one-element vector is its element (its type is the element's).
            ConstKind::Vector(elems) if elems.len() == 1 => one(self.reg(elems[0])?),
            ConstKind::Vector(elems) => {
                let lt = self.llt(ty)?;
                let mut ops = Vec::with_capacity(elems.len());
                for &e in elems {
                    ops.push(self.reg(e)?);
                }
                one(self.emit_def(op::G_BUILD_VECTOR, lt, &ops))
            }
            ConstKind::BlockAddress { func, block } => {
                let text = self.f.block_address_text(*func, *block)?;
                let text = self.f.mf.intern(&text);
                let r = self.new_reg(self.llt(ty)?);
                self.emit(op::G_BLOCK_ADDR, [MachineOperand::reg_def(r), MachineOperand::BlockAddress { text, offset: 0, target_flags: crate::mir::TargetFlags::NONE }]);
                one(r)
            }
            ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => self.value_regs(Value::Global(*g))?,
            ConstKind::Expr(e) => {
                if let (Opcode::GetElementPtr, ConstExprExtra::Gep { source, .. }) = (e.opcode, &e.extra) {
                    // The most common constant expression, read where it is (no instruction built for it).
                    let address = self.gep_of(*source, ty, e.operands.as_slice()).map_err(|why| format!("constant expression '{}': {why}", e.opcode.name()))?;
                    return Ok(one(address));
                }
                let extra = match &e.extra {
                    ConstExprExtra::ICmp(p) => InstData::ICmp(*p),
                    ConstExprExtra::FCmp(p) => InstData::FCmp(*p),
                    ConstExprExtra::Gep { source, .. } => InstData::Gep { source: *source },
                    ConstExprExtra::Indices(ix) => InstData::Indices(ix.as_slice().into()),
                    ConstExprExtra::None => InstData::None,
                };
                let inst = Inst { opcode: e.opcode, flags: InstFlags(e.flags), ty, name: None, operands: e.operands.as_slice().into(), data: extra, metadata: Default::default() };
                self.operation(&inst).map_err(|why| format!("constant expression '{}': {why}", e.opcode.name()))?
            }
            ConstKind::NoneToken => return Err("a token constant is not translated".to_string()),
        })
    }

    /// Zero of type `t` (IR type `ty`): `G_CONSTANT 0`, `G_FCONSTANT 0.0`, or a vector of them.
    fn zero(&mut self, t: Llt, ty: TypeId) -> Result<Reg, String> {
        let types = &self.module.types;
        if let Type::Vector { len, elem, .. } = *types.get(ty) {
            let e = self.zero(t.element(), elem)?;
            if len == 1 {
                return Ok(e);
            }
            return Ok(self.emit_def(op::G_BUILD_VECTOR, t, &vec![e; len as usize]));
        }
        if types.is_float(ty) {
            return self.float_constant(ty, 0);
        }
        self.int_constant(t, &[0])
    }

    /// An integer (or null pointer) constant from its little-endian 64-bit words; wider than
    /// 64 bits, a merge of 64-bit pieces (truncated to an odd width).
    fn int_constant(&mut self, t: Llt, words: &[u64]) -> Result<Reg, String> {
        let bits = if t.is_pointer() { self.pointer_bits() } else { t.scalar_bits() };
        if t.is_vector() {
            return Err("a vector integer constant".to_string());
        }
        if bits <= 64 {
            let r = self.new_reg(t);
            let value = sign_extend(words.first().copied().unwrap_or(0) as i64, bits);
            self.emit(op::G_CONSTANT, [MachineOperand::reg_def(r), MachineOperand::CImm { bits, value }]);
            return Ok(r);
        }
        let pieces = bits.div_ceil(64);
        let parts: Vec<Reg> = (0..pieces as usize).map(|k| self.constant_here(Llt::scalar(64), words.get(k).copied().unwrap_or(0) as i64)).collect();
        let wide = Llt::scalar(pieces * 64);
        let merged = self.emit_def(op::G_MERGE_VALUES, wide, &parts);
        Ok(self.resize(merged, t, false))
    }

    /// `G_FCONSTANT` of the bits of a floating-point constant of IR type `ty`.
    fn float_constant(&mut self, ty: TypeId, bits: u128) -> Result<Reg, String> {
        let t = self.llt(ty)?;
        let mut literal = String::new();
        kiln_ir::printer::write_float(&mut literal, self.module, ty, bits);
        let type_name = kiln_ir::printer::type_to_string(self.module, ty);
        let (ty_id, lit) = (self.f.mf.intern(&type_name), self.f.mf.intern(&literal));
        let r = self.new_reg(t);
        self.emit(op::G_FCONSTANT, [MachineOperand::reg_def(r), MachineOperand::FPImm { ty: ty_id, literal: lit }]);
        Ok(r)
    }

    // ---- instructions -----------------------------------------------------------------

    fn instruction(&mut self, flinfo: &mut FunctionLoweringInfo, i: kiln_ir::InstId) -> Result<(), String> {
        let inst = &self.func.insts[i.index()];
        let result = match inst.opcode {
            Opcode::Phi if self.unread_phis.get(i.index()) == Some(&true) => Ok(()),
            Opcode::Phi => self.phi(i),
            Opcode::Br | Opcode::Switch | Opcode::IndirectBr | Opcode::Unreachable => self.terminator(flinfo, inst),
            Opcode::Ret => call::lower_return(self, flinfo, inst),
            Opcode::Alloca => self.alloca(flinfo, i),
            Opcode::Load => self.load(i),
            Opcode::Store => self.store(inst),
            Opcode::Call => match (inst.callee(), self.intrinsic(flinfo, inst)) {
                (Some(Value::InlineAsm(asm)), _) => self.inline_asm(flinfo, i, asm),
                (_, Some(r)) => r.and_then(|regs| if inst.ty == TypeTable::VOID { Ok(()) } else { self.define(i, &regs) }),
                (_, None) => call::lower_call(self, flinfo, i),
            },
            Opcode::Invoke => self.invoke(flinfo, i),
            Opcode::LandingPad => self.landing_pad(flinfo, i),
            Opcode::Resume => self.resume(inst),
            Opcode::VaArg => Err("'va_arg' is not translated yet".to_string()),
            Opcode::AtomicRmw => self.atomic_rmw(i),
            Opcode::CmpXchg => self.atomic_cmpxchg(i),
            Opcode::Fence => self.fence(inst),
            _ => {
                if let (Opcode::BitCast, Value::Inst(a)) = (inst.opcode, inst.operands[0]) {
                    // A static alloca's address under another pointer type is its stack
                    // object's, unless something must read the bitcast's own register.
                    if let Some(index) = self.frame_slot(a).filter(|_| self.built_casts.get(i.index()) != Some(&true)) {
                        self.frame_slots[i.index()] = index;
                    }
                }
                self.operation(inst).and_then(|regs| self.define(i, &regs))
            }
        };
        // The opcode's name only for an error (looked up per instruction it costs).
        result.map_err(|why| if why.starts_with("unable to translate") { why } else { unable(inst.opcode.name(), why) })
    }

    /// The instructions that compute a value from their operands alone (shared with constant
    /// expressions); returns the result's registers.
    fn operation(&mut self, inst: &Inst) -> Result<OneOrMany<Reg>, String> {
        let ops = &inst.operands;
        let opcode = inst.opcode;
        if let Some(g) = binary_opcode(opcode) {
            let (a, b) = (self.reg(ops[0])?, self.reg(ops[1])?);
            let r = self.emit_def(g, self.llt(inst.ty)?, &[a, b]);
            self.set_flags(r, inst.flags);
            return Ok(OneOrMany::One(r));
        }
        if let Some(g) = cast_opcode(opcode) {
            let x = self.reg(ops[0])?;
            return Ok(OneOrMany::One(self.emit_def(g, self.llt(inst.ty)?, &[x])));
        }
        Ok(match opcode {
            Opcode::FNeg => {
                let x = self.reg(ops[0])?;
                OneOrMany::One(self.emit_def(op::G_FNEG, self.llt(inst.ty)?, &[x]))
            }
            Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::PtrToAddr => {
                let x = self.reg(ops[0])?;
                let (from, to) = (self.ty(x), self.llt(inst.ty)?);
                let g = match opcode {
                    _ if from == to => op::COPY,
                    Opcode::PtrToAddr => op::G_PTRTOINT,
                    Opcode::AddrSpaceCast => return Err("a cast between address spaces".to_string()),
                    _ => op::G_BITCAST,
                };
                OneOrMany::One(self.emit_def(g, to, &[x]))
            }
            Opcode::ICmp | Opcode::FCmp => {
                let (a, b) = (self.reg(ops[0])?, self.reg(ops[1])?);
                let (float, k, name) = match inst.data {
                    InstData::ICmp(p) => (false, p as usize, p.name()),
                    InstData::FCmp(p) => (true, INT_PREDICATES + p as usize, p.name()),
                    _ => return Err("a compare without a predicate".to_string()),
                };
                let r = self.new_reg(self.llt(inst.ty)?);
                let name = match self.predicate_names[k] {
                    Some(id) => id,
                    None => *self.predicate_names[k].insert(self.f.mf.intern(name)),
                };
                let g = if float { op::G_FCMP } else { op::G_ICMP };
                self.emit(g, [MachineOperand::reg_def(r), MachineOperand::Predicate { float, name }, MachineOperand::reg_use(a), MachineOperand::reg_use(b)]);
                OneOrMany::One(r)
            }
            Opcode::Select => {
                let c = self.reg(ops[0])?;
                let (a, b) = (self.value_regs(ops[1])?, self.value_regs(ops[2])?);
                if let ([x], [y]) = (&*a, &*b) {
                    return Ok(OneOrMany::One(self.emit_def(op::G_SELECT, self.ty(*x), &[c, *x, *y])));
                }
                let mut out = Vec::with_capacity(a.len());
                for (&x, &y) in a.iter().zip(b.iter()) {
                    out.push(self.emit_def(op::G_SELECT, self.ty(x), &[c, x, y]));
                }
                OneOrMany::Many(out)
            }
            Opcode::Freeze => {
                let x = self.value_regs(ops[0])?;
                if let [r] = *x {
                    return Ok(OneOrMany::One(self.emit_def(op::G_FREEZE, self.ty(r), &[r])));
                }
                OneOrMany::Many(x.iter().map(|&r| self.emit_def(op::G_FREEZE, self.ty(r), &[r])).collect())
            }
            Opcode::GetElementPtr => OneOrMany::One(self.gep(inst)?),
            Opcode::ExtractValue | Opcode::InsertValue => self.aggregate_access(inst)?,
            // A one-element vector is its element (LLVM's IRTranslator copies it likewise).
            Opcode::ExtractElement if !self.llt(self.module.value_type(Some(self.func), ops[0]))?.is_vector() => OneOrMany::One(self.reg(ops[0])?),
            Opcode::InsertElement if !self.llt(inst.ty)?.is_vector() => OneOrMany::One(self.reg(ops[1])?),
            Opcode::ExtractElement => {
                let (v, index) = (self.reg(ops[0])?, self.reg(ops[1])?);
                OneOrMany::One(self.emit_def(op::G_EXTRACT_VECTOR_ELT, self.llt(inst.ty)?, &[v, index]))
            }
            Opcode::InsertElement => {
                let (v, e, index) = (self.reg(ops[0])?, self.reg(ops[1])?, self.reg(ops[2])?);
                OneOrMany::One(self.emit_def(op::G_INSERT_VECTOR_ELT, self.llt(inst.ty)?, &[v, e, index]))
            }
            Opcode::ShuffleVector => OneOrMany::One(self.shuffle_vector(inst)?),
            other => return Err(format!("'{}' is not translated yet", other.name())),
        })
    }

    /// `shufflevector`: a `G_SHUFFLE_VECTOR` whose `shufflemask(...)` holds the constant mask
    /// (`undef` lanes as -1), which the legalizer turns into element moves.
    fn shuffle_vector(&mut self, inst: &Inst) -> Result<Reg, String> {
        let ty = self.llt(inst.ty)?;
        let Value::Const(mask) = inst.operands[2] else { return Err("the mask of a shufflevector is not a constant".to_string()) };
        let lanes = ty.lanes().max(1) as usize;
        let mask: Vec<i32> = match &self.module.consts.get(mask).kind {
            ConstKind::Zero => vec![0; lanes],
            ConstKind::Undef | ConstKind::Poison => vec![-1; lanes],
            ConstKind::Vector(values) => values.iter().map(|&m| self.module.const_int(m).map_or(-1, |k| k as i32)).collect(),
            _ => return Err("a shufflevector mask that is not a vector of constants".to_string()),
        };
        let (a, b) = (self.reg(inst.operands[0])?, self.reg(inst.operands[1])?);
        if !ty.is_vector() || !self.ty(a).is_vector() {
            return Ok(self.shuffle_elements(ty, a, b, &mask));
        }
        self.f.mf.shuffle_masks.push(mask);
        let index = self.f.mf.shuffle_masks.len() as u32 - 1;
        let r = self.new_reg(ty);
        self.emit(op::G_SHUFFLE_VECTOR, [MachineOperand::reg_def(r), MachineOperand::reg_use(a), MachineOperand::reg_use(b), MachineOperand::ShuffleMask(index)]);
        Ok(r)
    }

    /// A shuffle of type `ty` whose result or sources are one-element vectors, which are
    /// their elements: each lane `mask[k]` of the sources `a` and `b` side by side taken by
    /// itself (the source when it is one element, else `G_EXTRACT_VECTOR_ELT`), undefined for
    /// -1, and a `G_BUILD_VECTOR` of them unless there is one.
    fn shuffle_elements(&mut self, ty: Llt, a: Reg, b: Reg, mask: &[i32]) -> Reg {
        let width = self.ty(a).lanes().max(1) as i32;
        let mut lanes = Vec::with_capacity(mask.len());
        for &m in mask {
            let lane = if m < 0 {
                self.emit_def(op::G_IMPLICIT_DEF, ty.element(), &[])
            } else {
                let (source, k) = if m < width { (a, m) } else { (b, m - width) };
                if self.ty(source).is_vector() {
                    let index = self.constant_here(Llt::scalar(self.pointer_bits()), k as i64);
                    self.emit_def(op::G_EXTRACT_VECTOR_ELT, ty.element(), &[source, index])
                } else {
                    source
                }
            };
            lanes.push(lane);
        }
        match *lanes {
            [lane] => lane,
            _ => self.emit_def(op::G_BUILD_VECTOR, ty, &lanes),
        }
    }

    /// Gives the instruction defining `r` the wrap and exactness flags of `flags`.
    fn set_flags(&mut self, r: Reg, flags: InstFlags) {
        let mut mi = MIFlags::NONE;
        for (bit, f) in [(InstFlags::NUW, MIFlags::NO_UNSIGNED_WRAP), (InstFlags::NSW, MIFlags::NO_SIGNED_WRAP), (InstFlags::EXACT, MIFlags::IS_EXACT)] {
            if flags.has(bit) {
                mi.insert(f);
            }
        }
        if mi == MIFlags::NONE {
            return;
        }
        let def = match self.at {
            InsertPoint::End(b) => self.f.mf.last_inst(b),
            InsertPoint::After(i) => Some(i),
            _ => None,
        };
        if let Some(i) = def.filter(|&i| self.f.mf.inst(i).operands.first().and_then(MachineOperand::get_reg) == Some(r)) {
            self.f.mf.inst_mut(i).flags.insert(mi);
        }
    }

    /// `extractvalue`/`insertvalue`: the leaves of the indexed member, or the aggregate's
    /// leaves with those replaced. An extracted member of an instruction's result is read from
    /// its registers in place, and one leaf needs no vector.
    fn aggregate_access(&mut self, inst: &Inst) -> Result<OneOrMany<Reg>, String> {
        let InstData::Indices(indices) = &inst.data else { return Err("no indices".to_string()) };
        let agg_ty = self.module.value_type(Some(self.func), inst.operands[0]);
        let (start, count) = self.leaf_range(agg_ty, indices)?;
        if inst.opcode == Opcode::ExtractValue {
            if let Value::Inst(j) = inst.operands[0] {
                let regs = self.inst_regs.get(j);
                if !regs.is_empty() && self.frame_slot(j).is_none() {
                    return Ok(OneOrMany::from_slice(&regs[start..start + count]));
                }
            }
            let agg = self.value_regs(inst.operands[0])?;
            return Ok(OneOrMany::from_slice(&agg[start..start + count]));
        }
        let mut out = self.value_regs(inst.operands[0])?.into_vec();
        let member = self.value_regs(inst.operands[1])?;
        out.splice(start..start + count, member.iter().copied());
        Ok(OneOrMany::Many(out))
    }

    /// The first leaf and the number of leaves of member `indices` of aggregate type `ty`.
    fn leaf_range(&self, ty: TypeId, indices: &[u32]) -> Result<(usize, usize), String> {
        let types = &self.module.types;
        let count = |t: TypeId| -> Result<usize, String> {
            Ok(if types.is_aggregate(t) { scalar_leaves(self.module, self.layout, t)?.len() } else { 1 })
        };
        let (mut start, mut ty) = (0usize, ty);
        for &k in indices {
            let k = k as usize;
            ty = match types.get(ty) {
                Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } => {
                    let member = *fields.get(k).ok_or("an aggregate index out of range")?;
                    for &m in &fields[..k] {
                        start += count(m)?;
                    }
                    member
                }
                Type::Array { len, elem } => {
                    if k as u64 >= *len {
                        return Err("an aggregate index out of range".to_string());
                    }
                    if k > 0 {
                        start += count(*elem)? * k;
                    }
                    *elem
                }
                _ => return Err("an index into a value that is not an aggregate".to_string()),
            };
        }
        Ok((start, count(ty)?))
    }

    fn alloca(&mut self, flinfo: &mut FunctionLoweringInfo, i: kiln_ir::InstId) -> Result<(), String> {
        let Some(&index) = flinfo.static_allocas.get(&i) else {
            let r = self.dynamic_alloca(flinfo, i)?;
            return self.define(i, &[r]);
        };
        let r = self.result(i)?;
        self.emit(op::G_FRAME_INDEX, [MachineOperand::reg_def(r), MachineOperand::FrameIndex(FrameIdx(index))]);
        self.frame_slots[i.index()] = index;
        Ok(())
    }

    /// The memory operand of an access of type `t` through pointer `ptr`.
    pub fn mem_operand(&mut self, access: MemAccess, t: Llt, ptr: Value, offset: u64, align: u64, ordering: AtomicOrdering, volatile: bool) -> MemOperand {
        let size = Some(if t.is_pointer() { Llt::scalar(self.pointer_bits()) } else { t });
        let value = match ptr {
            Value::Global(g) => MemValue::Other(self.f.global_mem_name_id(g)),
            v => self.f.ir_mem_value(v),
        };
        let mut m = MemOperand::new(access, size, value);
        m.offset = if value == MemValue::None { 0 } else { offset as i64 };
        let bytes = t.size_bits(self.pointer_bits()).div_ceil(8);
        // MIR leaves out the alignment when it is the access size.
        m.align = (align != bytes).then_some(align);
        if volatile {
            m.flags = MemFlags(m.flags.0 | MemFlags::VOLATILE.0);
        }
        if ordering != AtomicOrdering::NotAtomic {
            m.ordering = Some(self.f.mf.intern(ordering.name()));
        }
        m
    }

    /// A `G_LOAD` of a new register of type `ty` from `addr`, described by `mem`.
    pub(super) fn load_new(&mut self, ty: Llt, addr: Reg, mem: MemOperand) -> Reg {
        let r = self.new_reg(ty);
        self.emit_memory(op::G_LOAD, [MachineOperand::reg_def(r), MachineOperand::reg_use(addr)], mem);
        r
    }

    /// The address `ptr + offset`.
    pub(super) fn offset_address(&mut self, ptr: Reg, offset: u64) -> Reg {
        if offset == 0 {
            return ptr;
        }
        let off = self.constant_here(Llt::scalar(self.pointer_bits()), offset as i64);
        self.emit_def(op::G_PTR_ADD, self.ty(ptr), &[ptr, off])
    }

    fn load(&mut self, i: kiln_ir::InstId) -> Result<(), String> {
        let inst = &self.func.insts[i.index()];
        let InstData::Mem { align, ordering, .. } = inst.data else { return Err("no alignment".to_string()) };
        let ptr = self.reg(inst.operands[0])?;
        if !self.module.types.is_aggregate(inst.ty) {
            // A scalar or vector (most loads): one register, one leaf at offset 0.
            let t = self.llt(inst.ty)?;
            let r = match *self.inst_regs.get(i) {
                [] => {
                    let r = self.new_reg(t);
                    self.inst_regs.set(i, &[r]);
                    r
                }
                [r] => r,
                _ => return Err("an aggregate result where a scalar was expected".to_string()),
            };
            let a = self.access_align(align, inst.ty, inst.ty, 0);
            let mem = self.mem_operand(MemAccess::Load, t, inst.operands[0], 0, a, ordering, inst.flags.has(InstFlags::VOLATILE));
            self.emit_memory(op::G_LOAD, [MachineOperand::reg_def(r), MachineOperand::reg_use(ptr)], mem);
            return Ok(());
        }
        let n = self.result_regs(i)?.len();
        let leaves = self.access_leaves(inst.ty)?;
        for (k, &(t, off, leaf)) in leaves.iter().enumerate().take(n) {
            let r = self.inst_regs.get(i)[k];
            let a = self.access_align(align, inst.ty, leaf, off);
            let addr = self.offset_address(ptr, off);
            let mem = self.mem_operand(MemAccess::Load, t, inst.operands[0], off, a, ordering, inst.flags.has(InstFlags::VOLATILE));
            self.emit_memory(op::G_LOAD, [MachineOperand::reg_def(r), MachineOperand::reg_use(addr)], mem);
        }
        Ok(())
    }

    fn store(&mut self, inst: &Inst) -> Result<(), String> {
        let InstData::Mem { align, ordering, .. } = inst.data else { return Err("no alignment".to_string()) };
        let ty = self.module.value_type(Some(self.func), inst.operands[0]);
        if !self.module.types.is_aggregate(ty) {
            // A scalar or vector (most stores): one register, one leaf at offset 0.
            let value = self.reg(inst.operands[0])?;
            let ptr = self.reg(inst.operands[1])?;
            let t = self.llt(ty)?;
            let a = self.access_align(align, ty, ty, 0);
            let mem = self.mem_operand(MemAccess::Store, t, inst.operands[1], 0, a, ordering, inst.flags.has(InstFlags::VOLATILE));
            self.emit_memory(op::G_STORE, [MachineOperand::reg_use(value), MachineOperand::reg_use(ptr)], mem);
            return Ok(());
        }
        // A value's one register without a copy of the list when it has it already.
        let values = match self.known_reg(inst.operands[0]) {
            Some(r) => OneOrMany::One(r),
            None => OneOrMany::Many(self.regs(inst.operands[0])?),
        };
        let ptr = self.reg(inst.operands[1])?;
        let leaves = self.access_leaves(ty)?;
        for (&v, &(t, off, leaf)) in values.iter().zip(leaves.iter()) {
            let a = self.access_align(align, ty, leaf, off);
            let addr = self.offset_address(ptr, off);
            let mem = self.mem_operand(MemAccess::Store, t, inst.operands[1], off, a, ordering, inst.flags.has(InstFlags::VOLATILE));
            self.emit_memory(op::G_STORE, [MachineOperand::reg_use(v), MachineOperand::reg_use(addr)], mem);
        }
        Ok(())
    }

    /// The alignment of the leaf at `offset` of an access of type `ty` aligned to `align`
    /// (0: the type's ABI alignment).
    fn access_align(&self, align: u64, ty: TypeId, _leaf: TypeId, offset: u64) -> u64 {
        let align = if align == 0 { self.layout.abi_align(ty) } else { align };
        if offset == 0 {
            align
        } else {
            align.min(1 << offset.trailing_zeros())
        }
    }

    fn fence(&mut self, inst: &Inst) -> Result<(), String> {
        let InstData::Fence { ordering, scope } = inst.data else { return Err("no ordering".to_string()) };
        // LLVM's AtomicOrdering numbers and the system (1) / single-thread (0) scopes.
        let number = match ordering {
            AtomicOrdering::NotAtomic => 0,
            AtomicOrdering::Unordered => 1,
            AtomicOrdering::Monotonic => 2,
            AtomicOrdering::Acquire => 4,
            AtomicOrdering::Release => 5,
            AtomicOrdering::AcqRel => 6,
            AtomicOrdering::SeqCst => 7,
        };
        let scope = i64::from(scope.is_none());
        self.emit(op::G_FENCE, [MachineOperand::Imm(number), MachineOperand::Imm(scope)]);
        Ok(())
    }

    // ---- control flow -----------------------------------------------------------------

    fn phi(&mut self, i: kiln_ir::InstId) -> Result<(), String> {
        for k in 0..self.result_regs(i)?.len() {
            let r = self.inst_regs.get(i)[k];
            let id = self.emit(op::G_PHI, [MachineOperand::reg_def(r)]);
            self.pending_phis.push((id, i, k, self.ir_block));
        }
        Ok(())
    }

    /// Adds each G_PHI's incoming registers, one per machine predecessor.
    fn finish_phis(&mut self) -> Result<(), String> {
        for (id, i, leaf, to) in std::mem::take(&mut self.pending_phis) {
            let inst = &self.func.insts[i.index()];
            let InstData::Phi(preds) = &inst.data else { continue };
            let mut seen: Vec<BlockId> = Vec::new();
            for (&v, &pred) in inst.operands.iter().zip(preds) {
                // The machine blocks the edge leaves from: most edges one, without a vector.
                let from = match self.edge_blocks.get(&(pred, to)) {
                    Some(blocks) => OneOrMany::from_slice(blocks),
                    None => OneOrMany::One(self.f.machine_block(pred)?),
                };
                for &mb in from.iter() {
                    if seen.contains(&mb) {
                        continue;
                    }
                    seen.push(mb);
                    let r = self.value_regs(v)?[leaf];
                    let phi = self.f.mf.inst_mut(id);
                    phi.operands.push(MachineOperand::reg_use(r));
                    phi.operands.push(MachineOperand::Block(mb));
                }
            }
        }
        Ok(())
    }

    /// Sets, by `InstId` and in one walk over the function, `built_casts`: the bitcasts of
    /// static allocas that llc -O0 builds where they are, with their own location: those read other than as the address
    /// of a load or store, the base of a getelementptr or an operand of a `memcpy` done in
    /// place, in their own block (FastISel's address selection looks through a bitcast into
    /// the stack object, but another reader, a call argument say, takes the bitcast's
    /// register, built at the bitcast); and `unread_phis`: the phis no instruction reads (a
    /// debug value's metadata is no reader). The tables are refilled in the room they have.
    fn find_built_casts_and_unread_phis(&mut self, flinfo: &FunctionLoweringInfo) {
        let func = self.func;
        let is_cast = |c: kiln_ir::InstId| {
            let inst = &func.insts[c.index()];
            inst.opcode == Opcode::BitCast && matches!(inst.operands.first(), Some(Value::Inst(a)) if flinfo.static_allocas.contains_key(a))
        };
        let n = func.insts.len();
        let mut built = refill(std::mem::take(&mut self.built_casts), n, false);
        // A phi is unread until an instruction reads it: marked when seen unless something
        // above read it already (a phi may be read before it in layout order).
        let mut read = refill(std::mem::take(&mut self.phi_reads), n, false);
        let mut unread = refill(std::mem::take(&mut self.unread_phis), n, false);
        for (b, u) in func.inst_order() {
            let user = &func.insts[u.index()];
            if user.opcode == Opcode::Phi && !read[u.index()] {
                unread[u.index()] = true;
            }
            let in_place_copy = user.opcode == Opcode::Call && self.small_memcpy_length(flinfo, user).is_some();
            for (k, &operand) in user.operands.iter().enumerate() {
                let Value::Inst(c) = operand else { continue };
                read[c.index()] = true;
                unread[c.index()] = false;
                let address = match user.opcode {
                    Opcode::Load | Opcode::GetElementPtr => k == 0,
                    Opcode::Store => k == 1,
                    _ => in_place_copy && k < 2,
                };
                if is_cast(c) && (!address || flinfo.inst_block[c.index()] != b) {
                    built[c.index()] = true;
                }
            }
        }
        (self.built_casts, self.unread_phis, self.phi_reads) = (built, unread, read);
    }

    /// Removes each `G_BR` to the next block in layout (it falls through), as the SelectionDAG
    /// and llc -O0 do, except in a block of nothing but debug values and that branch whose
    /// destination has no phi: with debug information it keeps the branch, so that its source
    /// line has an instruction (as llc -O0).
    fn drop_fall_through_branches(&mut self) {
        let mf = &mut self.f.mf;
        // By position: removing an instruction leaves the layout as it is.
        for k in 0..mf.layout().len() {
            let b = mf.layout()[k];
            let (Some(&next), Some(last)) = (mf.layout().get(k + 1), mf.last_inst(b)) else { continue };
            if !matches!(mf.inst(last).operands.as_slice(), [MachineOperand::Block(d)] if *d == next) || mf.inst(last).opcode != op::G_BR {
                continue;
            }
            let lone = mf.block_insts(b).all(|i| i == last || mf.inst(i).is_debug_value());
            let next_has_phi = mf.block_insts(next).next().is_some_and(|i| mf.inst(i).opcode == op::G_PHI);
            if self.dbg.is_some() && lone && !next_has_phi {
                continue;
            }
            mf.remove(last);
        }
    }

    fn terminator(&mut self, flinfo: &mut FunctionLoweringInfo, inst: &Inst) -> Result<(), String> {
        let ops = &inst.operands;
        match inst.opcode {
            Opcode::Unreachable => Ok(()),
            Opcode::Br if ops.len() == 1 => {
                let Value::Block(dest) = ops[0] else { return Err("a branch to a non-block".to_string()) };
                let mb = self.f.machine_block(dest)?;
                self.emit(op::G_BR, [MachineOperand::Block(mb)]);
                Ok(())
            }
            Opcode::Br => {
                let (Value::Block(t), Value::Block(e)) = (ops[1], ops[2]) else { return Err("a branch to a non-block".to_string()) };
                let c = self.reg(ops[0])?;
                let (mt, me) = (self.f.machine_block(t)?, self.f.machine_block(e)?);
                self.emit(op::G_BRCOND, [MachineOperand::reg_use(c), MachineOperand::Block(mt)]);
                self.emit(op::G_BR, [MachineOperand::Block(me)]);
                Ok(())
            }
            Opcode::IndirectBr => {
                let a = self.reg(ops[0])?;
                self.emit(op::G_BRINDIRECT, [MachineOperand::reg_use(a)]);
                Ok(())
            }
            _ => self.switch(flinfo, inst),
        }
    }

    /// The `switch` the IR preparation leaves (every other becomes compares and branches): a
    /// jump table over `value - lowest case`, whose default is unreachable.
    fn switch(&mut self, flinfo: &mut FunctionLoweringInfo, inst: &Inst) -> Result<(), String> {
        let Value::Block(default) = inst.operands[1] else { return Err("the default is not a block".to_string()) };
        let cases = crate::prepare::lower_switch::switch_cases(self.module, &inst.operands)?;
        let (Some(lo), Some(hi)) = (cases.iter().map(|c| c.0).min(), cases.iter().map(|c| c.0).max()) else {
            let mb = self.f.machine_block(default)?;
            self.emit(op::G_BR, [MachineOperand::Block(mb)]);
            return Ok(());
        };
        let default_insts = &self.func.blocks[default.index()].insts;
        if !(default_insts.len() == 1 && self.func.insts[default_insts[0].index()].opcode == Opcode::Unreachable) {
            return Err("a switch with a reachable default (the IR preparation lowers those)".to_string());
        }
        let entries = (hi.wrapping_sub(lo) as u128).saturating_add(1);
        if entries > 1 << 20 {
            return Err(format!("a jump table of {entries} entries"));
        }
        let mut table = vec![default; entries as usize];
        for &(v, dest) in &cases {
            table[v.wrapping_sub(lo) as usize] = dest;
        }
        let index = flinfo.jump_tables.len() as u32;
        flinfo.jump_tables.push(table);
        let value = self.reg(inst.operands[0])?;
        let vt = self.ty(value);
        let rebased = if lo == 0 {
            value
        } else {
            let c = self.constant_here(vt, lo as i64);
            self.emit_def(op::G_SUB, vt, &[value, c])
        };
        let index_ty = Llt::scalar(self.pointer_bits());
        let entry = self.resize(rebased, index_ty, false);
        let table_reg = self.new_reg(Llt::pointer(0));
        let jt = MachineOperand::JumpTable { index, target_flags: crate::mir::TargetFlags::NONE };
        self.emit(op::G_JUMP_TABLE, [MachineOperand::reg_def(table_reg), jt]);
        self.emit(op::G_BRJT, [MachineOperand::reg_use(table_reg), jt, MachineOperand::reg_use(entry)]);
        Ok(())
    }
}

/// `value` sign-extended from its low `bits` bits (as MIR prints typed immediates).
pub(super) fn sign_extend(value: i64, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        return value;
    }
    let shift = 64 - bits;
    (value << shift) >> shift
}

/// The generic opcode of an IR binary operation.
fn binary_opcode(opcode: Opcode) -> Option<u32> {
    Some(match opcode {
        Opcode::Add => op::G_ADD,
        Opcode::Sub => op::G_SUB,
        Opcode::Mul => op::G_MUL,
        Opcode::UDiv => op::G_UDIV,
        Opcode::SDiv => op::G_SDIV,
        Opcode::URem => op::G_UREM,
        Opcode::SRem => op::G_SREM,
        Opcode::Shl => op::G_SHL,
        Opcode::LShr => op::G_LSHR,
        Opcode::AShr => op::G_ASHR,
        Opcode::And => op::G_AND,
        Opcode::Or => op::G_OR,
        Opcode::Xor => op::G_XOR,
        Opcode::FAdd => op::G_FADD,
        Opcode::FSub => op::G_FSUB,
        Opcode::FMul => op::G_FMUL,
        Opcode::FDiv => op::G_FDIV,
        Opcode::FRem => op::G_FREM,
        _ => return None,
    })
}

/// The generic opcode of an IR cast that changes the value (bit casts are handled apart).
fn cast_opcode(opcode: Opcode) -> Option<u32> {
    Some(match opcode {
        Opcode::Trunc => op::G_TRUNC,
        Opcode::ZExt => op::G_ZEXT,
        Opcode::SExt => op::G_SEXT,
        Opcode::FpToUi => op::G_FPTOUI,
        Opcode::FpToSi => op::G_FPTOSI,
        Opcode::UiToFp => op::G_UITOFP,
        Opcode::SiToFp => op::G_SITOFP,
        Opcode::FpTrunc => op::G_FPTRUNC,
        Opcode::FpExt => op::G_FPEXT,
        Opcode::PtrToInt => op::G_PTRTOINT,
        Opcode::IntToPtr => op::G_INTTOPTR,
        _ => return None,
    })
}
