//! [`FunctionLoweringInfo`]: what an instruction selector needs to know about the whole
//! function while it translates one block at a time. It is selector-independent: the
//! SelectionDAG builder fills it, and GlobalISel's IRTranslator its function-wide part
//! ([`FunctionLoweringInfo::set_function`]);
//! [`super::function_lowering`] turns it into PHIs, live-in copies and stack objects.
//!
//! A value used in another block than its own travels in virtual registers: the defining
//! block copies it out, each using block copies it in. Phi results get a register too, and
//! each predecessor copies its incoming value into a fresh register, recorded as a
//! [`PhiEdge`] for the machine-code phase to build the PHI from. Static allocas (fixed size,
//! in the entry block) become stack objects. The state is reset per function, keeping its
//! allocations.

use crate::mir::Reg;
use crate::target::value_types::{Evt, Mvt};
use crate::target::data_layout::ModuleLayout;
use crate::target::lowering::{TargetLoweringBase, VectorTypeAction};
use crate::target::calling_conv::ArgFlags;
use kiln_ir::{AttrKind, BlockId, ConstKind, Function, InstData, InstId, Module, Opcode, Type, TypeId, Value};
use kiln_mc::desc::PhysReg;
use rustc_hash::FxHashMap;

/// A fixed-size stack object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameObject {
    pub size: u64,
    pub align: u64,
}

/// An incoming stack argument: `size` bytes at `offset` of the caller's argument area (offset
/// 0 is the first byte above the return address). Fixed object `k` is frame index `-1 - k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FixedObject {
    pub offset: i64,
    pub size: u64,
    /// Whether the function never writes it (false for `byval` copies it owns).
    pub immutable: bool,
}

/// Where a variadic function finds its variable arguments, as its argument lowering arranged:
/// the first stack argument after the fixed ones, the area the argument registers were saved
/// to (frame indices), and the target's offsets of the first unused registers in that area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VarArgsInfo {
    pub overflow_area: i32,
    pub reg_save_area: i32,
    pub gp_offset: u32,
    pub fp_offset: u32,
}

/// The register a predecessor fills for one phi.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhiEdge {
    pub phi: InstId,
    pub pred: BlockId,
    pub reg: Reg,
}

/// Virtual registers of one value: `count` consecutive registers from `first`, each of `vt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueRegs {
    pub first: Reg,
    pub vt: Mvt,
    pub count: u32,
}

/// A register a variadic function's `musttail` call forwards: an argument register its fixed
/// arguments leave free (the caller's `...` may be in it) or the target's vararg count
/// register, copied into `vreg` at the entry and back into `phys` at the tail call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForwardedReg {
    pub phys: PhysReg,
    pub vreg: Reg,
    pub vt: Mvt,
}

/// Function-wide state of instruction selection, shared by the selectors.
#[derive(Debug, Default)]
pub struct FunctionLoweringInfo {
    /// The block each instruction is in, by `InstId`.
    pub inst_block: Vec<BlockId>,
    /// Registers of values used outside their block (and of every phi).
    pub value_regs: FxHashMap<Value, ValueRegs>,
    /// The value type of each virtual register, by index (its register class follows from it).
    pub vreg_types: Vec<Mvt>,
    /// Frame index of each static alloca.
    pub static_allocas: FxHashMap<InstId, i32>,
    pub frame_objects: Vec<FrameObject>,
    /// Incoming stack arguments (frame indices -1, -2, ...).
    pub fixed_objects: Vec<FixedObject>,
    /// Physical registers live into the function, each with the virtual register it is
    /// copied to at the start of the entry block.
    pub live_ins: Vec<(PhysReg, Reg)>,
    /// The virtual register holding the incoming `sret` pointer (returned by `ret` on x86-64).
    pub sret_reg: Option<Reg>,
    /// Set by the argument lowering of a variadic function.
    pub varargs: Option<VarArgsInfo>,
    /// The function is variadic and makes a `musttail` call (which passes on its `...`).
    pub forwards_varargs: bool,
    /// The function is variadic and calls `llvm.va_start` (only then does it save its
    /// argument registers for `va_arg`).
    pub has_va_start: bool,
    /// With `forwards_varargs`: the registers the target's argument lowering keeps for the
    /// `musttail` call.
    pub forwarded_regs: Vec<ForwardedReg>,
    /// `signext`/`zeroext` of the function's return value ([`ArgFlags::SEXT`]/[`ArgFlags::ZEXT`]).
    pub ret_flags: ArgFlags,
    /// Filled while blocks are built.
    pub phi_edges: Vec<PhiEdge>,
    /// The registers of each leaf of an aggregate value in registers, by the value's first
    /// register (see [`Self::create_regs_for_type`]).
    pub aggregate_regs: FxHashMap<Reg, Vec<ValueRegs>>,
    /// The jump tables `switch` lowering created: each entry's destination block.
    pub jump_tables: Vec<Vec<BlockId>>,
    /// Set while blocks are built: the number of `alloca`s that move the stack pointer at run
    /// time (each gets a variable-sized frame object), whether `llvm.frameaddress` and
    /// `llvm.returnaddress` are used.
    pub dynamic_allocas: u32,
    pub frame_address_taken: bool,
    pub return_address_taken: bool,
    /// The position of each block in `Function::layout`, by `BlockId`.
    pub layout_position: Vec<u32>,
    /// Type ids of the landing pads and `llvm.eh.typeid.for` calls.
    pub eh: crate::eh::IrEhTables,
    /// `EH_LABEL`s of invokes and landing pads, filled while blocks are built.
    pub eh_labels: crate::eh::EhLabels,
    /// Above -O0 (set by the driver): short constant-length `memcpy`/`memset` become stores.
    pub optimize: bool,
}

impl FunctionLoweringInfo {
    /// Prepares for `func`: which values need registers, which allocas are stack objects.
    pub fn set(
        &mut self,
        module: &Module,
        func: &Function,
        layout: &ModuleLayout,
        tli: &dyn TargetLoweringBase,
    ) -> Result<(), String> {
        self.set_function(module, func, layout, tli)?;
        self.create_cross_block_regs(module, func, layout, tli)
    }

    /// The function-wide part of [`Self::set`] without the registers of values crossing
    /// blocks, which a whole-function selector (GlobalISel's IRTranslator) does not need: the
    /// blocks of instructions, stack objects of static allocas, return flags, exception
    /// labels, variadic facts.
    pub fn set_function(
        &mut self,
        module: &Module,
        func: &Function,
        layout: &ModuleLayout,
        tli: &dyn TargetLoweringBase,
    ) -> Result<(), String> {
        if func.is_declaration() {
            return Err("cannot select a function declaration".to_string());
        }
        self.inst_block.clear();
        self.inst_block.resize(func.insts.len(), BlockId(0));
        self.value_regs.clear();
        self.vreg_types.clear();
        self.static_allocas.clear();
        self.frame_objects.clear();
        self.fixed_objects.clear();
        self.live_ins.clear();
        self.sret_reg = None;
        self.varargs = None;
        self.forwarded_regs.clear();
        let vararg = matches!(module.types.get(func.ty), kiln_ir::Type::Function { vararg: true, .. });
        // One walk: each instruction's block, and what the calls say about variable arguments.
        self.forwards_varargs = false;
        self.has_va_start = false;
        for (b, i) in func.inst_order() {
            self.inst_block[i.index()] = b;
            let inst = &func.insts[i.index()];
            // Only a variadic function's calls are looked at (most functions are not).
            if !vararg || inst.opcode != Opcode::Call {
                continue;
            }
            self.forwards_varargs |= inst.call_data().is_some_and(|c| c.tail == kiln_ir::TailKind::MustTail);
            let name = match inst.callee() {
                Some(Value::Global(g)) => module.global_name(g).unwrap_or_default(),
                _ => b"",
            };
            self.has_va_start |= name == b"llvm.va_start" || name == b"llvm.va_start.p0";
        }
        self.ret_flags = ArgFlags::default();
        for (kind, bit) in [(AttrKind::SignExt, ArgFlags::SEXT), (AttrKind::ZeroExt, ArgFlags::ZEXT)] {
            if module.attr_sets.contains(func.attrs.ret, kind) {
                self.ret_flags = self.ret_flags.with(bit);
            }
        }
        self.phi_edges.clear();
        self.aggregate_regs.clear();
        self.jump_tables.clear();
        self.dynamic_allocas = 0;
        self.frame_address_taken = false;
        self.return_address_taken = false;
        self.layout_position.clear();
        self.layout_position.resize(func.blocks.len(), u32::MAX);
        for (pos, b) in func.layout.iter().enumerate() {
            self.layout_position[b.index()] = pos as u32;
        }
        self.eh = crate::eh::IrEhTables::compute(module, func)?;
        self.eh_labels.clear();
        if let Some((pointer, selector)) = tli.exception_registers().filter(|_| !self.eh.pads.is_empty()) {
            let vt = tli.pointer_ty(&layout.dl, 0);
            for k in 0..self.eh.pads.len() {
                let pad = self.eh.pads[k].0;
                let label = self.eh_labels.new_label();
                let regs = crate::eh::PadRegs { label, pointer: self.create_vreg(vt), selector: self.create_vreg(vt), phys: (pointer, selector) };
                self.eh_labels.pads.insert(pad, regs);
            }
        }
        let entry = func.layout[0];
        for &i in &func.blocks[entry.index()].insts {
            self.add_static_alloca(module, func, layout, i)?;
        }
        Ok(())
    }

    /// Registers for the values used outside their block and for every phi.
    fn create_cross_block_regs(
        &mut self,
        module: &Module,
        func: &Function,
        layout: &ModuleLayout,
        tli: &dyn TargetLoweringBase,
    ) -> Result<(), String> {
        let entry = func.layout[0];
        let mut exported: Vec<Value> = Vec::new();
        for (b, i) in func.inst_order() {
            let inst = &func.insts[i.index()];
            if inst.opcode == Opcode::Phi {
                exported.push(Value::Inst(i));
            }
            let preds = match &inst.data {
                InstData::Phi(preds) => Some(preds),
                _ => None,
            };
            for (k, &op) in inst.operands.iter().enumerate() {
                // A phi's incoming value is used at the end of its predecessor.
                let use_block = preds.map_or(b, |p| p[k]);
                let needs_reg = match op {
                    Value::Inst(d) => self.inst_block[d.index()] != use_block && !self.static_allocas.contains_key(&d),
                    Value::Arg(_) => use_block != entry,
                    _ => false,
                };
                if needs_reg {
                    exported.push(op);
                }
            }
        }
        for v in exported {
            if self.value_regs.contains_key(&v) {
                continue;
            }
            let ty = module.value_type(Some(func), v);
            let regs = self.create_regs_for_type(module, layout, tli, ty)?;
            self.value_regs.insert(v, regs);
        }
        Ok(())
    }

    /// A new virtual register holding values of `vt`.
    pub fn create_vreg(&mut self, vt: Mvt) -> Reg {
        let r = Reg::virt(self.vreg_types.len() as u32);
        self.vreg_types.push(vt);
        r
    }

    /// Records `phys` as live into the function, copied to a new virtual register of `vt`.
    pub fn add_live_in(&mut self, phys: PhysReg, vt: Mvt) -> Reg {
        let v = self.create_vreg(vt);
        self.live_ins.push((phys, v));
        v
    }

    /// A new incoming stack argument object; returns its (negative) frame index.
    pub fn create_fixed_object(&mut self, offset: i64, size: u64, immutable: bool) -> i32 {
        self.fixed_objects.push(FixedObject { offset, size, immutable });
        -(self.fixed_objects.len() as i32)
    }

    /// New virtual registers for a value of type `vt` crossing blocks: one (a vector of a legal
    /// type in one vector register, a widened one in the register it is widened to), the parts
    /// of an integer wider than every register or of a split vector, or, for a vector of
    /// another type, one per element (the DAG builder scalarizes those).
    pub fn create_regs(&mut self, tli: &dyn TargetLoweringBase, vt: Evt) -> Result<ValueRegs, String> {
        let tables = tli.register_types();
        let unsupported = || format!("unsupported: a value of type {vt} live across basic blocks");
        let action = if vt.is_vector() && !tables.is_type_legal(vt) { tli.preferred_vector_action(vt) } else { VectorTypeAction::Scalarize };
        let (reg_vt, count) = if vt.is_vector() && tables.is_type_legal(vt) {
            (vt.simple().expect("legal types are simple"), 1)
        } else if let VectorTypeAction::Split(part, count) = action {
            // A vector of several legal vectors crosses blocks in one register per part.
            (part, count)
        } else if let VectorTypeAction::Widen(wide) = action {
            // A widened vector crosses blocks in the low elements of one register.
            (wide, 1)
        } else if vt.is_vector() {
            // Another vector the target has no register for is held as its elements by the
            // builder, so it crosses blocks in one register per element.
            let (reg_vt, per_elem) = tables.register_type_and_count(vt.scalar()).ok_or_else(unsupported)?;
            if per_elem != 1 {
                return Err(unsupported());
            }
            (reg_vt, vt.num_elements())
        } else {
            tables.register_type_and_count(vt).ok_or_else(unsupported)?
        };
        if count == 0 {
            return Err(unsupported());
        }
        let first = Reg::virt(self.vreg_types.len() as u32);
        for _ in 0..count {
            self.vreg_types.push(reg_vt);
        }
        Ok(ValueRegs { first, vt: reg_vt, count })
    }

    /// New virtual registers for a value of IR type `ty` crossing blocks. An aggregate gets
    /// the registers of each scalar leaf in turn, all consecutive: the result counts them all
    /// (one PHI per register) and [`Self::leaf_regs`] gives each leaf's group.
    pub fn create_regs_for_type(
        &mut self,
        module: &Module,
        layout: &ModuleLayout,
        tli: &dyn TargetLoweringBase,
        ty: TypeId,
    ) -> Result<ValueRegs, String> {
        if !module.types.is_aggregate(ty) {
            let vt = Evt::from_ir_type(&module.types, &layout.dl, ty)?;
            return self.create_regs(tli, vt);
        }
        let leaves = scalar_leaves(module, layout, ty)?;
        let mut groups = Vec::with_capacity(leaves.len());
        for (leaf, _) in leaves {
            let vt = Evt::from_ir_type(&module.types, &layout.dl, leaf)?;
            groups.push(self.create_regs(tli, vt)?);
        }
        let first = groups.first().ok_or("unsupported: an empty aggregate live across basic blocks")?;
        let regs = ValueRegs { first: first.first, vt: first.vt, count: groups.iter().map(|g| g.count).sum() };
        self.aggregate_regs.insert(regs.first, groups);
        Ok(regs)
    }

    /// The register groups of the leaves of the aggregate whose first register is `first`.
    pub fn leaf_regs(&self, first: Reg) -> Option<&[ValueRegs]> {
        self.aggregate_regs.get(&first).map(Vec::as_slice)
    }

    fn add_static_alloca(
        &mut self,
        module: &Module,
        func: &Function,
        layout: &ModuleLayout,
        i: InstId,
    ) -> Result<(), String> {
        let inst = &func.insts[i.index()];
        let InstData::Alloca { allocated, align, .. } = inst.data else { return Ok(()) };
        let count = match inst.operands.first() {
            None => 1,
            Some(&v) => match v {
                Value::Const(c) => match module.consts.get(c).kind {
                    ConstKind::Int(n) => u64::try_from(n).unwrap_or(u64::MAX),
                    _ => return Ok(()),
                },
                _ => return Ok(()),
            },
        };
        let size = layout.type_alloc_size(allocated).checked_mul(count).ok_or("alloca size overflows")?;
        let align = align.max(layout.pref_align(allocated));
        self.static_allocas.insert(i, self.frame_objects.len() as i32);
        // LLVM gives zero-sized objects one byte so that distinct allocas have distinct addresses.
        self.frame_objects.push(FrameObject { size: size.max(1), align });
        Ok(())
    }
}

/// The scalar leaves of `ty` with their byte offsets, in memory order (one leaf for a
/// scalar type).
pub fn scalar_leaves(module: &Module, layout: &ModuleLayout, ty: TypeId) -> Result<Vec<(TypeId, u64)>, String> {
    let mut out = Vec::new();
    collect_leaves(module, layout, ty, 0, &mut out)?;
    Ok(out)
}

fn collect_leaves(
    module: &Module,
    layout: &ModuleLayout,
    ty: TypeId,
    base: u64,
    out: &mut Vec<(TypeId, u64)>,
) -> Result<(), String> {
    match module.types.get(ty) {
        Type::Array { len, elem } => {
            let stride = layout.type_alloc_size(*elem);
            for i in 0..*len {
                collect_leaves(module, layout, *elem, base + i * stride, out)?;
                if out.len() > 64 {
                    break;
                }
            }
        }
        Type::Struct { fields, .. } | Type::Named { body: Some((fields, _)), .. } => {
            let offsets = &layout.struct_layout(ty).ok_or("internal error: a struct without a layout")?.offsets;
            for (f, off) in fields.iter().zip(offsets) {
                collect_leaves(module, layout, *f, base + off, out)?;
            }
        }
        _ => out.push((ty, base)),
    }
    if out.len() > 64 {
        return Err("unsupported aggregate value with more than 64 scalar leaves".to_string());
    }
    Ok(())
}
