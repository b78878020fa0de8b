//! [`FunctionLowering`]: the machine function around the blocks an instruction selector
//! fills, independent of the selector. It creates one machine block per IR block, maps the
//! virtual registers of [`FunctionLoweringInfo`] to machine virtual registers (on first use, so
//! they never collide with registers the selector creates itself), names IR values, globals
//! and blocks the way MIR prints them, and when every block is selected builds the PHIs,
//! successor lists (with the `!prof` branch weights' probabilities), live-in copies of arguments, stack objects, landing pads and jump tables.
//! The SelectionDAG emitter ([`crate::isel::dag::emitter`]) uses it, and so does GlobalISel's
//! IRTranslator ([`crate::gisel::irtranslator`]), whose registers are generic
//! ([`FunctionLowering::new_generic`]) and which builds its own `G_PHI`s.

use super::function_info::FunctionLoweringInfo;
use crate::debug_info::{Di, MdNames};
use crate::mir::{
    BlockId, InsertPoint, InstId, IrBlockRef, LiveIn, MachineFunction, MachineInstr, MachineOperand, MemValue, Reg,
    StackObject, StackObjectKind, StrId,
};
use crate::target::lowering::TargetLoweringBase;
use crate::target::target_opcode;
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{Function, MdId, Module, TypeTable, Value};
use kiln_mc::desc::{InstrFlags, InstrInfo, RegClassId, RegisterInfo};
use rustc_hash::FxHashMap;

/// The selector-independent part of building one function's machine code.
pub struct FunctionLowering<'a> {
    /// The function being built (empty at the start).
    pub mf: &'a mut MachineFunction,
    /// The target's instruction and register descriptions.
    pub instrs: &'static InstrInfo,
    pub regs: &'static RegisterInfo,
    /// The target's lowering facts: the register class of each value type, the jump-table
    /// encoding, the exception registers.
    pub tli: &'a dyn TargetLoweringBase,
    module: &'a Module,
    func: &'a Function,
    /// The tables by block, register, instruction and name (on the heap: the lowering is
    /// moved about whole, and the tables with it would be a copy of hundreds of bytes each time).
    t: Box<Tables>,
    /// The module's global names as MIR writes them, kept across the functions of the module
    /// when the caller has them ([`Self::share_global_texts`]).
    global_texts: Option<&'a mut GlobalTexts>,
    /// With debug information: the `!N` names of metadata, and the location of what the
    /// selector is translating (given to the instructions it becomes).
    md_names: Option<&'a MdNames>,
    pub current_loc: StrId,
    /// GlobalISel's: virtual registers get a low-level type instead of a class, and the
    /// selector builds the PHIs.
    generic: bool,
}

/// The tables a [`FunctionLowering`] fills, kept when it finishes for the next function on
/// the same thread ([`SPARE_TABLES`]): a function's lowering allocates them once per thread,
/// not once per function (most functions are small, and a module has thousands).
#[derive(Default)]
struct Tables {
    /// The machine block of each IR block, by IR block index.
    blocks: Vec<BlockId>,
    /// The machine register of each lowering-info virtual register, by index (`NONE`: not yet).
    vreg_map: Vec<Reg>,
    /// Interned `%ir.` names of named IR instructions and arguments (by index; [`NOT_NAMED_YET`]
    /// until asked) and `@` names of globals, for memory operands and global operands.
    inst_names: Vec<StrId>,
    arg_names: Vec<StrId>,
    /// A buffer names are written into to be interned.
    text: String,
    /// By global number: its name (`g`) and its memory-operand name (`@g`) interned in this
    /// function, [`NOT_NAMED_YET`] until asked; `named_globals` lists the globals set, which
    /// are all the next function resets (a module has many globals, a function names few).
    global_names: Vec<(StrId, StrId)>,
    named_globals: Vec<u32>,
    /// `%ir.N` numbers of unnamed arguments, blocks and instructions.
    arg_slots: Vec<u32>,
    block_slots: Vec<u32>,
    inst_slots: Vec<u32>,
    /// With debug information: each location's interned text.
    loc_texts: FxHashMap<MdId, StrId>,
    /// Variables of stack objects made only at [`FunctionLowering::finish`] (incoming
    /// arguments): object, variable, expression, location.
    pending_stack_variables: Vec<(i32, MdId, MdId, Option<MdId>)>,
    /// [`FunctionLowering::add_successors`]' working lists, refilled for each block: the
    /// blocks it reaches, its IR successors and its successors.
    reached: Vec<BlockId>,
    ir_succs: Vec<kiln_ir::BlockId>,
    succs: Vec<BlockId>,
    /// [`FunctionLowering::new`]'s static allocas by stack object, and
    /// [`FunctionLowering::emit_live_in_copies`]' live-in registers and whether each is read.
    allocas: Vec<(i32, kiln_ir::InstId)>,
    live: Vec<(kiln_mc::desc::PhysReg, Reg)>,
    live_read: Vec<bool>,
}

impl Tables {
    /// The tables of the last lowering on this thread (or new ones), emptied and sized for `func`.
    fn for_function(func: &Function) -> Box<Tables> {
        let mut t = SPARE_TABLES.with(std::cell::Cell::take).unwrap_or_default();
        refill(&mut t.blocks, func.blocks.len(), BlockId(u32::MAX));
        t.vreg_map.clear();
        refill(&mut t.inst_names, func.insts.len(), NOT_NAMED_YET);
        refill(&mut t.arg_names, func.args.len(), NOT_NAMED_YET);
        for &g in &t.named_globals {
            t.global_names[g as usize] = (NOT_NAMED_YET, NOT_NAMED_YET);
        }
        t.named_globals.clear();
        refill(&mut t.arg_slots, func.args.len(), u32::MAX);
        refill(&mut t.block_slots, func.blocks.len(), u32::MAX);
        refill(&mut t.inst_slots, func.insts.len(), u32::MAX);
        t.loc_texts.clear();
        t.pending_stack_variables.clear();
        t
    }
}

thread_local! {
    static SPARE_TABLES: std::cell::Cell<Option<Box<Tables>>> = const { std::cell::Cell::new(None) };
}

/// Empties `v` and fills it with `len` copies of `x`, in the room it has.
fn refill<T: Clone>(v: &mut Vec<T>, len: usize, x: T) {
    v.clear();
    v.resize(len, x);
}

impl<'a> FunctionLowering<'a> {
    /// Prepares `mf` (which must be empty) for `func`: one machine block per IR block in layout
    /// order, the virtual registers `flinfo` has numbered so far (generic ones, of their value
    /// type's low-level type, when `generic`: for GlobalISel), the static allocas' stack objects.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        mf: &'a mut MachineFunction,
        flinfo: &FunctionLoweringInfo,
        instrs: &'static InstrInfo,
        regs: &'static RegisterInfo,
        tli: &'a dyn TargetLoweringBase,
        module: &'a Module,
        func: &'a Function,
        generic: bool,
    ) -> Result<FunctionLowering<'a>, String> {
        if mf.num_blocks() != 0 || mf.regs.num_vregs() != 0 || !mf.frame.objects.is_empty() {
            return Err("instruction emission needs an empty machine function".to_string());
        }
        let mut e = FunctionLowering {
            mf,
            instrs,
            regs,
            tli,
            module,
            func,
            t: Tables::for_function(func),
            global_texts: None,
            md_names: None,
            current_loc: StrId::NONE,
            generic,
        };
        e.number_slots();
        // Each block's name is written into one buffer and interned from there.
        let mut text = String::new();
        for &b in &func.layout {
            let mb = e.mf.create_block();
            e.t.blocks[b.index()] = mb;
            let block = &func.blocks[b.index()];
            text.clear();
            let ir = match block.name {
                Some(s) => {
                    kiln_ir::printer::write_name(&mut text, '%', module.symbols.bytes(s));
                    IrBlockRef::Named(e.mf.intern(&text[1..]))
                }
                None => IrBlockRef::Slot(e.t.block_slots[b.index()]),
            };
            e.mf.block_mut(mb).ir_block = ir;
        }
        e.mark_address_taken_blocks();
        for (k, &vt) in flinfo.vreg_types.iter().enumerate() {
            e.map_reg(Reg::virt(k as u32), vt.into())?;
        }
        let mut allocas = std::mem::take(&mut e.t.allocas);
        allocas.clear();
        allocas.extend(flinfo.static_allocas.iter().map(|(&i, &fi)| (fi, i)));
        allocas.sort_unstable();
        for (k, object) in flinfo.frame_objects.iter().enumerate() {
            let mut so = StackObject::new(
                StackObjectKind::Default,
                object.size,
                object.align,
                StrId::NONE,
            );
            // The first alloca of object `k` (they are sorted by object).
            let at = allocas.partition_point(|&(fi, _)| fi < k as i32);
            if let Some(&(_, i)) = allocas.get(at).filter(|&&(fi, _)| fi == k as i32) {
                if let Some(name) = func.insts[i.index()].name {
                    so.name =
                        e.mf.intern(&String::from_utf8_lossy(module.symbols.bytes(name)));
                }
            }
            e.mf.frame.create_stack_object(so);
        }
        e.t.allocas = allocas;
        e.mf.regs.tracks_liveness = true;
        Ok(e)
    }


    /// [`Self::new`] for GlobalISel, whose lowering information has no registers but the landing
    /// pads' exception pointer and selector.
    pub fn new_generic(
        mf: &'a mut MachineFunction,
        flinfo: &FunctionLoweringInfo,
        instrs: &'static InstrInfo,
        regs: &'static RegisterInfo,
        tli: &'a dyn TargetLoweringBase,
        module: &'a Module,
        func: &'a Function,
    ) -> Result<FunctionLowering<'a>, String> {
        // Only the landing pads' exception pointer and selector registers (mapped to generic
        // ones when the translator reads them).
        if flinfo.vreg_types.len() != 2 * flinfo.eh_labels.pads.len() {
            return Err("GlobalISel starts from lowering information without registers".to_string());
        }
        FunctionLowering::new(mf, flinfo, instrs, regs, tli, module, func, true)
    }

    fn number_slots(&mut self) {
        let func = self.func;
        let mut n = 0;
        for (k, a) in func.args.iter().enumerate() {
            if a.name.is_none() {
                self.t.arg_slots[k] = n;
                n += 1;
            }
        }
        for &b in &func.layout {
            let block = &func.blocks[b.index()];
            if block.name.is_none() {
                self.t.block_slots[b.index()] = n;
                n += 1;
            }
            for &i in &block.insts {
                let inst = &func.insts[i.index()];
                if inst.name.is_none() && inst.ty != TypeTable::VOID {
                    self.t.inst_slots[i.index()] = n;
                    n += 1;
                }
            }
        }
    }


    /// Flags the blocks some `blockaddress` of the module names: their label must stay.
    fn mark_address_taken_blocks(&mut self) {
        let consts = &self.module.consts;
        for &c in consts.block_addresses() {
            if let kiln_ir::ConstKind::BlockAddress { func, block } = consts.get(c).kind {
                let mb = self.t.blocks.get(block as usize).copied().filter(|mb| mb.0 != u32::MAX);
                if let (true, Some(mb)) = (func == self.func.global, mb) {
                    self.mf.block_mut(mb).address_taken = true;
                }
            }
        }
    }


    /// `@f, %ir-block.x` of MIR's `blockaddress(...)` for block `block` of function `g`.
    pub fn block_address_text(&self, g: kiln_ir::GlobalId, block: u32) -> Result<String, String> {
        let bad = || format!("blockaddress of a block ({block}) that is not in a function");
        let f = self.module.function_of(Value::Global(g)).ok_or_else(bad)?;
        let b = f.blocks.get(block as usize).ok_or_else(bad)?;
        let name = match b.name {
            Some(s) => ir_ident(self.module.symbols.bytes(s)),
            None if g == self.func.global => self.t.block_slots[block as usize].to_string(),
            None => {
                // The block's number in `f`'s value numbering.
                let mut n = f.args.iter().filter(|a| a.name.is_none()).count();
                for &other in &f.layout {
                    let ob = &f.blocks[other.index()];
                    if other.0 == block {
                        break;
                    }
                    n += usize::from(ob.name.is_none());
                    n += ob.insts.iter().filter(|&&i| f.insts[i.index()].name.is_none() && f.insts[i.index()].ty != TypeTable::VOID).count();
                }
                n.to_string()
            }
        };
        Ok(format!("@{}, %ir-block.{name}", self.global_name(g)))
    }


    /// The machine block of IR block `b`.
    pub fn machine_block(&self, b: kiln_ir::BlockId) -> Result<BlockId, String> {
        self.t.blocks
            .get(b.index())
            .copied()
            .filter(|mb| mb.0 != u32::MAX)
            .ok_or_else(|| format!("IR block {} has no machine block", b.index()))
    }


    /// The machine register of a DAG register (lowering-info numbering for virtual registers),
    /// creating it with the class of `vt` the first time.
    pub fn map_reg(&mut self, r: Reg, vt: Evt) -> Result<Reg, String> {
        let Some(k) = r.virt_index() else {
            return Ok(r);
        };
        let k = k as usize;
        if self.t.vreg_map.len() <= k {
            self.t.vreg_map.resize(k + 1, Reg::NONE);
        }
        if self.t.vreg_map[k].is_none() {
            self.t.vreg_map[k] = if self.generic {
                self.mf.regs.create_generic_vreg(crate::gisel::llt::Llt::from_evt(vt)?)
            } else {
                let class = self.class_for(vt)?;
                self.mf.regs.create_vreg(class)
            };
        }
        Ok(self.t.vreg_map[k])
    }


    /// The register class values of `vt` live in.
    pub fn class_for(&self, vt: Evt) -> Result<RegClassId, String> {
        vt.simple()
            .and_then(|m| self.tli.register_types().register_class(m))
            .ok_or_else(|| format!("no register class for values of type {vt}"))
    }


    /// How a memory operand names IR value `v` (MIR's `%ir.x`, `%ir.5`): an unnamed value by its
    /// slot number, which needs no text; a named one by its name, interned once per value
    /// (written into the one buffer `self.t.text` rather than a new string); `None` for a value
    /// that has neither.
    pub fn ir_mem_value(&mut self, v: Value) -> MemValue {
        let (name, slot, known) = match v {
            Value::Inst(i) => (self.func.insts[i.index()].name, self.t.inst_slots[i.index()], self.t.inst_names[i.index()]),
            Value::Arg(a) => (self.func.args[a as usize].name, self.t.arg_slots[a as usize], self.t.arg_names[a as usize]),
            _ => return MemValue::None,
        };
        let Some(name) = name else {
            return if slot == u32::MAX { MemValue::None } else { MemValue::IrSlot(slot) };
        };
        if known != NOT_NAMED_YET {
            return MemValue::Ir(known);
        }
        let mut text = std::mem::take(&mut self.t.text);
        text.clear();
        kiln_ir::printer::write_name(&mut text, '%', self.module.symbols.bytes(name));
        let id = self.mf.intern(&text[1..]);
        self.t.text = text;
        match v {
            Value::Inst(i) => self.t.inst_names[i.index()] = id,
            Value::Arg(a) => self.t.arg_names[a as usize] = id,
            _ => {}
        }
        MemValue::Ir(id)
    }


    /// [`global_name`](Self::global_name), interned (once per global).
    pub fn global_name_id(&mut self, g: kiln_ir::GlobalId) -> StrId {
        let known = self.global_names_of(g).0;
        if known != NOT_NAMED_YET {
            return known;
        }
        let id = self.intern_global_text(g, 1);
        self.global_names_of(g).0 = id;
        id
    }


    /// `@` and [`global_name`](Self::global_name), interned (once per global): how a memory
    /// operand names a global.
    pub fn global_mem_name_id(&mut self, g: kiln_ir::GlobalId) -> StrId {
        let known = self.global_names_of(g).1;
        if known != NOT_NAMED_YET {
            return known;
        }
        let id = self.intern_global_text(g, 0);
        self.global_names_of(g).1 = id;
        id
    }

    /// The entry of global `g` in the table of interned global names (found by its number,
    /// not by hash), listed among those to reset for the next function once set.
    #[inline]
    fn global_names_of(&mut self, g: kiln_ir::GlobalId) -> &mut (StrId, StrId) {
        let k = g.index();
        let t = &mut self.t;
        if t.global_names.len() <= k {
            t.global_names.resize(k + 1, (NOT_NAMED_YET, NOT_NAMED_YET));
        }
        if t.global_names[k] == (NOT_NAMED_YET, NOT_NAMED_YET) {
            t.named_globals.push(k as u32);
        }
        &mut t.global_names[k]
    }

    /// Names globals from `texts`, which keeps what they are written as for the next function
    /// of the module (it must not have been used for another module).
    pub fn share_global_texts(&mut self, texts: &'a mut GlobalTexts) {
        self.global_texts = Some(texts);
    }

    /// `@` and the global's name, from byte `from` on, interned; written into the one buffer
    /// `self.t.text` rather than a new string, or taken from [`Self::global_texts`].
    fn intern_global_text(&mut self, g: kiln_ir::GlobalId, from: usize) -> StrId {
        if let Some(text) = self.global_texts.as_deref().and_then(|t| t.get(g)) {
            return self.mf.intern(&text[from..]);
        }
        let mut text = std::mem::take(&mut self.t.text);
        text.clear();
        match self.module.global_name(g) {
            Some(bytes) => kiln_ir::printer::write_name(&mut text, '@', bytes),
            None => {
                text.push('@');
                text.push_str(&self.global_name(g));
            }
        }
        if let Some(texts) = self.global_texts.as_deref_mut() {
            texts.set(g, &text);
        }
        let id = self.mf.intern(&text[from..]);
        self.t.text = text;
        id
    }


    /// A global's name as MIR writes it after `@` (quoted when needed; numbered when unnamed).
    pub fn global_name(&self, g: kiln_ir::GlobalId) -> String {
        if let Some(bytes) = self.module.global_name(g) {
            return ir_ident(bytes);
        }
        let m = self.module;
        let order = m
            .vars
            .iter()
            .chain(&m.aliases)
            .chain(&m.ifuncs)
            .copied()
            .chain(m.functions.iter().map(|f| f.global));
        let number = order
            .filter(|x| m.global(*x).name.is_none())
            .position(|x| x == g);
        number.map_or_else(|| g.0.to_string(), |n| n.to_string())
    }


    /// Gives the emitted instructions the source locations of their nodes (through
    /// [`Self::current_loc`] and [`Self::loc_text`]), and the stack objects
    /// of allocas that `llvm.dbg.declare` describes their variables (as MIR writes both: `!N`).
    pub fn attach_debug_info(&mut self, names: &'a MdNames, flinfo: &FunctionLoweringInfo) {
        self.md_names = Some(names);
        let di = Di { module: self.module };
        let Some(declare) = self.module.lookup_global("llvm.dbg.declare") else { return };
        for inst in &self.func.insts {
            if inst.opcode != kiln_ir::Opcode::Call || inst.callee() != Some(Value::Global(declare)) {
                continue;
            }
            let md = |k: usize| match inst.operands.get(k) {
                Some(&Value::Metadata(m)) => Some(m),
                _ => None,
            };
            let (Some(address), Some(var), Some(expr)) = (md(0), md(1), md(2)) else { continue };
            let kiln_ir::Metadata::Value(_, Value::Inst(alloca)) = self.module.metadata[address.index()] else { continue };
            let Some(&fi) = flinfo.static_allocas.get(&alloca) else { continue };
            self.describe_stack_object(fi, var, expr, di.dbg_attachment(&inst.metadata));
        }
    }

    /// Stack object `fi` holds `variable` (declared at `loc`): its `debug-info-variable`, set
    /// at once or, for an object [`finish`](Self::finish) makes, then. Only plain addresses:
    /// an expression that computes from the address has no MIR text kiln reads back.
    pub fn describe_stack_object(&mut self, fi: i32, variable: MdId, expression: MdId, loc: Option<MdId>) {
        let Some(names) = self.md_names else { return };
        if self.mf.frame.object(crate::mir::FrameIdx(fi)).is_none() {
            self.t.pending_stack_variables.push((fi, variable, expression, loc));
            return;
        }
        if (Di { module: self.module }).positional(expression).next().is_some() {
            return;
        }
        let (Some(var), Some(loc)) = (names.text(variable), loc.and_then(|l| names.text(l))) else { return };
        let (var, expr, loc) = (self.mf.intern(&var), self.mf.intern("!DIExpression()"), self.mf.intern(&loc));
        if let Some(object) = self.mf.frame.object_mut(crate::mir::FrameIdx(fi)) {
            object.debug_info_variable = var;
            object.debug_info_expression = expr;
            object.debug_info_location = loc;
        }
    }


    /// A `DBG_VALUE` of `variable` (with `expression`, at source location `loc`) at `location`
    /// (a register, a constant or `$noreg`), with `0` as second operand when `location` holds
    /// the variable's address (`indirect`); `None` without debug information, a `!N` name for
    /// the variable or an expression MIR writes.
    pub fn debug_value(&mut self, variable: MdId, expression: MdId, loc: Option<MdId>, indirect: bool, location: MachineOperand) -> Option<MachineInstr> {
        let names = self.md_names?;
        let variable = names.text(variable)?;
        let expression = crate::debug_info::expression_text(Di { module: self.module }, expression)?;
        let mut mi = MachineInstr::new(target_opcode::DBG_VALUE);
        mi.operands.push(location);
        mi.operands.push(if indirect { MachineOperand::Imm(0) } else { MachineOperand::reg_use(Reg::NONE) });
        mi.operands.push(MachineOperand::Metadata(self.mf.intern(&variable)));
        mi.operands.push(MachineOperand::Metadata(self.mf.intern(&expression)));
        mi.debug_loc = self.loc_text(loc);
        Some(mi)
    }

    /// The machine register of a DAG virtual register already mapped (none otherwise: a debug
    /// value must not create registers, which would renumber the code's).
    pub fn mapped_reg(&self, r: Reg) -> Option<Reg> {
        let k = r.virt_index()? as usize;
        self.t.vreg_map.get(k).copied().filter(|m| !m.is_none())
    }

    /// The interned `!N` text of a node's location (none without debug information).
    pub fn loc_text(&mut self, loc: Option<MdId>) -> StrId {
        let (Some(names), Some(loc)) = (self.md_names, loc) else { return StrId::NONE };
        if let Some(&s) = self.t.loc_texts.get(&loc) {
            return s;
        }
        let s = names.text(loc).map_or(StrId::NONE, |t| self.mf.intern(&t));
        self.t.loc_texts.insert(loc, s);
        s
    }


    /// Completes the function after every block is emitted: PHIs, successor lists, live-in
    /// copies and the incoming-argument stack objects; keeps the tables for the next function's
    /// lowering on this thread (a lowering dropped unfinished, on an error, frees them).
    pub fn finish(mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        let completed = self.complete(flinfo);
        SPARE_TABLES.with(|cell| cell.set(Some(self.t)));
        completed
    }

    /// [`finish`](Self::finish) but for keeping the tables.
    fn complete(&mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        if !flinfo.jump_tables.is_empty() {
            self.mf.jump_tables.kind = self.mf.intern(self.tli.jump_table_encoding().mir_kind());
            for table in &flinfo.jump_tables {
                let blocks = table.iter().map(|&b| self.machine_block(b)).collect::<Result<Vec<_>, _>>()?;
                self.mf.jump_tables.tables.push(blocks);
            }
        }
        self.start_landing_pads(flinfo)?;
        self.add_successors()?;
        if !self.generic {
            self.emit_phis(flinfo)?;
        }
        self.emit_live_in_copies(flinfo)?;
        if !self.mf.frame.fixed_objects.is_empty() {
            return Err("the machine function already has fixed stack objects".to_string());
        }
        for o in &flinfo.fixed_objects {
            let mut so = StackObject::new(StackObjectKind::Default, o.size, 1, StrId::NONE);
            so.is_immutable = o.immutable;
            self.mf.frame.create_fixed_object(so, o.offset);
        }
        // Objects argument lowering created after `new` (a variadic function's register save area).
        for object in flinfo
            .frame_objects
            .iter()
            .skip(self.mf.frame.objects.len())
        {
            let so = StackObject::new(
                StackObjectKind::Default,
                object.size,
                object.align,
                StrId::NONE,
            );
            self.mf.frame.create_stack_object(so);
        }
        // LLVM's marker of a frame whose stack pointer moves at run time, one per dynamic alloca.
        for _ in 0..flinfo.dynamic_allocas {
            let so = StackObject::new(StackObjectKind::VariableSized, 0, 1, StrId::NONE);
            self.mf.frame.create_stack_object(so);
        }
        for (fi, variable, expression, loc) in std::mem::take(&mut self.t.pending_stack_variables) {
            if self.mf.frame.object(crate::mir::FrameIdx(fi)).is_some() {
                self.describe_stack_object(fi, variable, expression, loc);
            }
        }
        self.mf.frame.props.is_frame_address_taken |= flinfo.frame_address_taken;
        self.mf.frame.props.is_return_address_taken |= flinfo.return_address_taken;
        self.mf.frame.props.has_must_tail_in_var_arg_func |= flinfo.forwards_varargs;
        Ok(())
    }


    /// `EH_LABEL` of the function's exception-handling label `k`.
    pub fn eh_label(&mut self, k: u32) -> Result<MachineInstr, String> {
        let opcode = target_opcode::EH_LABEL;
        let name = self.eh_label_name(k);
        let mut mi = MachineInstr::new(opcode);
        mi.operands.push(MachineOperand::McSymbol { name, target_flags: crate::mir::TargetFlags::NONE });
        Ok(mi)
    }


    /// The interned name of exception-handling label `k` ([`crate::eh::EhLabels::PREFIX`]),
    /// written into the one buffer `self.t.text` (a Rust program has a few per call).
    fn eh_label_name(&mut self, k: u32) -> StrId {
        let mut text = std::mem::take(&mut self.t.text);
        text.clear();
        text.push_str(crate::eh::EhLabels::PREFIX);
        push_decimal(&mut text, k);
        let id = self.mf.intern(&text);
        self.t.text = text;
        id
    }


    /// Starts each landing pad with its label and copies of the exception pointer and selector
    /// registers (live into the block), and records the function's exception tables.
    fn start_landing_pads(&mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        let eh = &flinfo.eh;
        for (pad, type_ids) in &eh.pads {
            let Some(regs) = flinfo.eh_labels.pads.get(pad).copied() else {
                return Err("unsupported: exception handling on a target without exception registers".to_string());
            };
            let mb = self.machine_block(*pad)?;
            let label = self.eh_label(regs.label)?;
            let label_name = match label.operands[0] {
                MachineOperand::McSymbol { name, .. } => name,
                _ => StrId::NONE,
            };
            // After the block's PHIs (GlobalISel's `G_PHI`s are built already).
            let phis = self.mf.block_insts(mb).take_while(|&i| matches!(self.mf.inst(i).opcode, target_opcode::PHI | target_opcode::G_PHI)).last();
            let mut at = self.mf.insert_new(phis.map_or(InsertPoint::Start(mb), InsertPoint::After), label);
            for (vreg, phys) in [(regs.pointer, regs.phys.0), (regs.selector, regs.phys.1)] {
                let vreg = self.info_reg(flinfo, vreg)?;
                let mut mi = MachineInstr::new(target_opcode::COPY);
                mi.operands.push(MachineOperand::reg_def(vreg));
                mi.operands.push(MachineOperand::reg_use(Reg::phys(phys)));
                at = self.mf.insert_new(InsertPoint::After(at), mi);
            }
            let block = self.mf.block_mut(mb);
            block.landing_pad = true;
            block.live_ins.push((regs.phys.0, None));
            block.live_ins.push((regs.phys.1, None));
            let mut ranges = Vec::new();
            for &(begin, end, p) in &flinfo.eh_labels.invokes {
                if p == *pad {
                    ranges.push((self.eh_label_name(begin), self.eh_label_name(end)));
                }
            }
            self.mf.eh.landing_pads.push(crate::eh::LandingPad { block: mb, label: label_name, type_ids: type_ids.clone(), ranges });
        }
        for &ti in &eh.type_infos {
            let name = match ti {
                Some(g) => self.global_name_id(g),
                None => StrId::NONE,
            };
            self.mf.eh.type_infos.push(name);
        }
        self.mf.eh.filter_ids.clone_from(&eh.filter_ids);
        Ok(())
    }


    /// The machine register of lowering-info register `r`, of the type the info gives it.
    pub(crate) fn info_reg(&mut self, flinfo: &FunctionLoweringInfo, r: Reg) -> Result<Reg, String> {
        let vt = r
            .virt_index()
            .and_then(|k| flinfo.vreg_types.get(k as usize))
            .copied()
            .unwrap_or(Mvt::Untyped);
        self.map_reg(r, vt.into())
    }


    /// Builds the PHIs of every IR phi at the start of its block from the registers the
    /// predecessors filled (`flinfo.phi_edges`); an edge the DAG folded away (a branch on a
    /// constant) is not a predecessor any more and gives no operand.
    fn emit_phis(&mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        let func = self.func;
        for &b in &func.layout {
            let mut phis = Vec::new();
            for &p in &func.blocks[b.index()].insts {
                if func.insts[p.index()].opcode != kiln_ir::Opcode::Phi {
                    break;
                }
                let regs = flinfo
                    .value_regs
                    .get(&Value::Inst(p))
                    .ok_or("a phi has no register")?;
                // A value in several registers (vector elements, halves of a wide integer)
                // has one PHI per register; each edge's registers are consecutive too.
                let part = |r: Reg, k: u32| Reg::virt(r.virt_index().expect("phi registers are virtual") + k);
                for k in 0..regs.count {
                    let mut mi = MachineInstr::new(target_opcode::PHI);
                    let def = self.info_reg(flinfo, part(regs.first, k))?;
                    mi.operands.push(MachineOperand::reg_def(def));
                    let mb = self.machine_block(b)?;
                    let mut seen: Vec<BlockId> = Vec::new();
                    for e in flinfo.phi_edges.iter().filter(|e| e.phi == p) {
                        let pred = self.machine_block(e.pred)?;
                        if seen.contains(&pred) || !self.mf.block(mb).preds.contains(&pred) {
                            continue;
                        }
                        seen.push(pred);
                        let r = self.info_reg(flinfo, part(e.reg, k))?;
                        mi.operands.push(MachineOperand::reg_use(r));
                        mi.operands.push(MachineOperand::Block(pred));
                    }
                    phis.push(mi);
                }
            }
            let mb = self.machine_block(b)?;
            for mi in phis.into_iter().rev() {
                self.mf.insert_new(InsertPoint::Start(mb), mi);
            }
        }
        Ok(())
    }


    /// Sets each block's successors: the blocks its instructions name, and the next block in
    /// the layout when the block falls into it (its IR terminator goes there but the branch
    /// was left out, and the block does not end in a barrier). They are listed in the IR
    /// terminator's order; a branch the DAG folded away (on a constant) leaves no edge. In
    /// generic machine code only the branches that end a block name blocks (and a
    /// `G_JUMP_TABLE` the table of the `G_BRJT` after it), so only they are looked at, not
    /// every operand of every instruction.
    fn add_successors(&mut self) -> Result<(), String> {
        let func = self.func;
        // The blocks each block reaches, its IR successors and its successors, in lists that every
        // block reuses.
        let (mut reached, mut ir_succs, mut succs) = (std::mem::take(&mut self.t.reached), std::mem::take(&mut self.t.ir_succs), std::mem::take(&mut self.t.succs));
        // The `!prof` attachment kind, looked up once (none: no branch has weights).
        let prof = self.module.symbols.lookup(b"prof");
        for (k, &b) in func.layout.iter().enumerate() {
            let mb = self.machine_block(b)?;
            reached.clear();
            let mut next = if self.generic { self.first_terminator(mb) } else { self.mf.first_inst(mb) };
            while let Some(i) = next {
                next = self.mf.next_inst(i);
                let inst = self.mf.inst(i);
                if inst.opcode == target_opcode::PHI || inst.opcode == target_opcode::G_PHI {
                    continue;
                }
                // One look at each operand; the jump tables' blocks after the named ones.
                let mut jump_table = false;
                for op in &inst.operands {
                    match *op {
                        MachineOperand::Block(b) => reached.push(b),
                        MachineOperand::JumpTable { .. } => jump_table = true,
                        _ => {}
                    }
                }
                for op in inst.operands.iter().filter(|_| jump_table) {
                    if let MachineOperand::JumpTable { index, .. } = *op {
                        reached.extend(self.mf.jump_tables.tables.get(index as usize).into_iter().flatten());
                    }
                }
            }
            let terminator = func.blocks[b.index()].insts.last().map(|&t| &func.insts[t.index()]);
            ir_succs.clear();
            ir_succs.extend(terminator.into_iter().flat_map(|t| t.successors()));
            if let Some(t) = terminator.filter(|t| t.opcode == kiln_ir::Opcode::Invoke) {
                // The call may unwind to the landing pad.
                if let Some(&Value::Block(pad)) = t.operands.last() {
                    reached.push(self.machine_block(pad)?);
                }
            }
            if terminator.is_some_and(|t| t.opcode == kiln_ir::Opcode::IndirectBr) {
                // An indirect branch may go to any block it lists.
                for &s in &ir_succs {
                    reached.push(self.machine_block(s)?);
                }
            }
            let barrier = self
                .mf
                .last_inst(mb)
                .and_then(|i| self.instrs.get(self.mf.inst(i).opcode))
                .is_some_and(|d| d.has(InstrFlags::IS_BARRIER));
            if let Some(&next) = func.layout.get(k + 1) {
                if !barrier && ir_succs.contains(&next) {
                    reached.push(self.machine_block(next)?);
                }
            }
            succs.clear();
            for &s in &ir_succs {
                let s = self.machine_block(s)?;
                if reached.contains(&s) && !succs.contains(&s) {
                    succs.push(s);
                }
            }
            for &s in &reached {
                if !succs.contains(&s) {
                    succs.push(s);
                }
            }
            let probs = terminator.zip(prof).and_then(|(t, prof)| self.branch_probabilities(t, prof, &ir_succs, &succs));
            for (k, &s) in succs.iter().enumerate() {
                self.mf.add_successor(mb, s, probs.as_ref().map(|p| p[k]));
            }
        }
        (self.t.reached, self.t.ir_succs, self.t.succs) = (reached, ir_succs, succs);
        Ok(())
    }

    /// The probabilities (over 2^31) of a block's successors `succs` from its terminator's
    /// `!prof !{!"branch_weights", ...}` (attachment kind `prof`; one weight per IR successor
    /// `ir_succs`): each successor's share of the weights of the IR successors that are it.
    /// `None` without weights, with fewer than two successors, or when a successor is none of
    /// them.
    fn branch_probabilities(&self, terminator: &kiln_ir::Inst, prof: kiln_ir::Sym, ir_succs: &[kiln_ir::BlockId], succs: &[BlockId]) -> Option<Vec<u32>> {
        let module = self.module;
        let md = terminator.attachment(prof)?;
        let kiln_ir::Metadata::Tuple { ops, .. } = &module.metadata[md.index()] else { return None };
        let (kind, weights) = ops.split_first()?;
        let is_branch_weights = matches!(module.metadata[kind.as_ref()?.index()], kiln_ir::Metadata::String(k) if module.symbols.bytes(k) == b"branch_weights");
        if succs.len() < 2 || !is_branch_weights || weights.len() != ir_succs.len() {
            return None;
        }
        let weights: Vec<u64> = weights
            .iter()
            .map(|w| match module.metadata[w.as_ref()?.index()] {
                kiln_ir::Metadata::Value(_, v) => u64::try_from(module.const_int(v)?).ok(),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let total: u64 = weights.iter().sum();
        let mut probs = Vec::with_capacity(succs.len());
        for &s in succs {
            let mut share = 0u64;
            let mut found = false;
            for (&ir, &w) in ir_succs.iter().zip(&weights) {
                if self.machine_block(ir).ok() == Some(s) {
                    share += w;
                    found = true;
                }
            }
            if !found {
                return None;
            }
            probs.push((share as u128 * (1u128 << 31) / total.max(1) as u128) as u32);
        }
        (total > 0).then_some(probs)
    }


    /// The first of the terminators that end block `mb` (none when it ends in another
    /// instruction).
    fn first_terminator(&self, mb: BlockId) -> Option<InstId> {
        let is_terminator = |i: InstId| self.instrs.get(self.mf.inst(i).opcode).is_some_and(|d| d.is_terminator());
        let mut first = None;
        let mut at = self.mf.last_inst(mb);
        while let Some(i) = at.filter(|&i| is_terminator(i)) {
            first = Some(i);
            at = self.mf.prev_inst(i);
        }
        first
    }


    /// Copies the live-in physical registers into their virtual registers at the top of the
    /// entry block and records them as live-ins of the function and the block; a live-in whose
    /// register is never read is dropped. As in LLVM each copy goes to the very top, so they
    /// come out in reverse order.
    fn emit_live_in_copies(&mut self, flinfo: &FunctionLoweringInfo) -> Result<(), String> {
        let entry = self.machine_block(self.func.layout[0])?;
        let (mut live, mut read) = (std::mem::take(&mut self.t.live), std::mem::take(&mut self.t.live_read));
        live.clear();
        for &(phys, r) in &flinfo.live_ins {
            live.push((phys, self.info_reg(flinfo, r)?));
        }
        // Which of the live-in registers some instruction reads: one scan that stops when all
        // are found (arguments are mostly read in the entry block), no use lists.
        read.clear();
        read.resize(live.len(), false);
        let mut unread = live.len();
        'scan: for &b in self.mf.layout() {
            for i in self.mf.block_insts(b) {
                let m = self.mf.inst(i);
                if (m.is_bundled_with_succ() && !m.is_inside_bundle()) || m.is_debug_value() {
                    continue;
                }
                for op in m.operands.iter().filter(|op| !op.is_def()) {
                    let Some(r) = op.get_reg().filter(|r| r.is_virtual()) else { continue };
                    for (k, &(_, vreg)) in live.iter().enumerate() {
                        if vreg == r && !read[k] {
                            read[k] = true;
                            unread -= 1;
                        }
                    }
                    if unread == 0 {
                        break 'scan;
                    }
                }
            }
        }
        for (k, &(phys, vreg)) in live.iter().enumerate() {
            if !read[k] {
                continue;
            }
            let mut mi = MachineInstr::new(target_opcode::COPY);
            mi.operands.push(MachineOperand::reg_def(vreg));
            mi.operands.push(MachineOperand::reg_use(Reg::phys(phys)));
            self.mf.insert_new(InsertPoint::Start(entry), mi);
            self.mf.regs.live_ins.push(LiveIn {
                reg: phys,
                vreg: Some(vreg),
            });
            self.mf.block_mut(entry).live_ins.push((phys, None));
        }
        (self.t.live, self.t.live_read) = (live, read);
        Ok(())
    }
}

/// What MIR writes for each global of one module (`@` and its name, quoted when it needs
/// to be), written on first use and kept for the module's other functions: a caller that
/// lowers them one after another checks and copies a long mangled name once, not once per
/// function that mentions it.
#[derive(Default)]
pub struct GlobalTexts {
    /// By global number; empty until written.
    texts: Vec<Box<str>>,
}

impl GlobalTexts {
    fn get(&self, g: kiln_ir::GlobalId) -> Option<&str> {
        self.texts.get(g.index()).map(|t| &**t).filter(|t| !t.is_empty())
    }

    fn set(&mut self, g: kiln_ir::GlobalId, text: &str) {
        let k = g.index();
        if self.texts.len() <= k {
            self.texts.resize(k + 1, Box::default());
        }
        self.texts[k] = text.into();
    }
}

/// Marks a named value whose `%ir.` name [`FunctionLowering::ir_mem_value`] has not interned yet.
const NOT_NAMED_YET: StrId = StrId(u32::MAX);

/// Appends `n` in decimal to `text` (without the formatting machinery: this names every
/// unnamed block and value a memory operand mentions).
fn push_decimal(text: &mut String, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    text.extend(digits[at..].iter().map(|&d| char::from(d)));
}

/// `bytes` as an LLVM identifier (quoted when needed), without sigil.
pub(crate) fn ir_ident(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 1);
    kiln_ir::printer::write_name(&mut s, '@', bytes);
    s.remove(0);
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn decimals_are_written_as_the_formatter_writes_them() {
        for n in [0, 7, 10, 99, 100, 4096, 65535, 1_000_000, u32::MAX] {
            let mut text = String::from("x");
            super::push_decimal(&mut text, n);
            assert_eq!(text, format!("x{n}"));
        }
    }
}
