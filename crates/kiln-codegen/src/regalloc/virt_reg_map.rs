//! VirtRegMap and the rewriter. While an allocator runs, the map holds each virtual register's
//! physical register and the instructions the spiller has planned (reloads, stores,
//! rematerialisations, deleted definitions, spill slots folded into instructions) at the slots it reserved for them. Once every
//! register has its place, [`rewrite`] replaces the virtual operands by physical ones (a
//! sub-register operand becomes the physical sub-register), materialises the planned
//! instructions through the target's spill hooks, and records each in the edit list the
//! checker verifies.

use kiln_mc::desc::{PhysReg, RegisterInfo, SubRegIdx};
use rustc_hash::FxHashMap;

use super::edits::{Edit, EditKind};
use crate::mir::{BlockId, FrameIdx, InsertPoint, InstId, MachineFunction, MachineInstr, MachineOperand, Reg, RegFlags};
use crate::target::instr_info::TargetInstrInfo;

/// An instruction the spiller decided on; `temp` is the virtual register it loads or stores.
#[derive(Clone, Copy, Debug)]
pub enum Planned {
    /// Before `at`: `temp` = the contents of `slot`.
    Reload { at: InstId, temp: u32, slot: FrameIdx },
    /// At the end of `block` (which has no terminator): `temp` = the contents of `slot`.
    ReloadAtEnd { block: BlockId, temp: u32, slot: FrameIdx },
    /// After `at`: `slot` = `temp`.
    Store { at: InstId, temp: u32, slot: FrameIdx },
    /// At `point` (a block's start or end, or before an instruction): `slot` = `temp`.
    StoreAt { point: InsertPoint, temp: u32, slot: FrameIdx },
    /// Before `at`: `temp` = a copy of `def`, the only definition of `vreg`.
    Remat { at: InstId, temp: u32, vreg: u32, def: InstId },
    /// `inst` goes: every use of what it defines is rematerialised.
    Delete { inst: InstId },
    /// `inst` already reads (or writes) `slot` in place of its operand `operand`.
    Fold { inst: InstId, operand: u8, slot: FrameIdx },
}

/// Virtual register → physical register, and the spiller's plan.
#[derive(Default)]
pub struct VirtRegMap {
    phys: Vec<PhysReg>,
    pub planned: Vec<Planned>,
}

impl VirtRegMap {
    pub fn reset(&mut self, num_vregs: usize) {
        self.phys.clear();
        self.phys.resize(num_vregs, PhysReg(0));
        self.planned.clear();
    }

    /// Makes room for a new virtual register.
    pub fn grow(&mut self, num_vregs: usize) {
        self.phys.resize(num_vregs, PhysReg(0));
    }

    pub fn assign(&mut self, v: u32, p: PhysReg) {
        self.phys[v as usize] = p;
    }

    pub fn unassign(&mut self, v: u32) {
        self.phys[v as usize] = PhysReg(0);
    }

    pub fn phys(&self, v: u32) -> Option<PhysReg> {
        self.phys.get(v as usize).copied().filter(|p| !p.is_none())
    }

    /// Drops the planned instructions of the temporaries `cancelled` names (a split the
    /// allocator undid and redid finer).
    pub fn drop_planned(&mut self, cancelled: impl Fn(u32) -> bool) {
        self.planned.retain(|p| match *p {
            Planned::Reload { temp, .. } | Planned::ReloadAtEnd { temp, .. } | Planned::Store { temp, .. } | Planned::StoreAt { temp, .. } | Planned::Remat { temp, .. } => !cancelled(temp),
            Planned::Delete { .. } | Planned::Fold { .. } => true,
        });
    }
}

fn phys_of(vrm: &VirtRegMap, mf: &MachineFunction, v: u32) -> Result<PhysReg, String> {
    vrm.phys(v).ok_or_else(|| format!("function '{}': %{v} has no register after allocation", mf.name))
}

/// Rewrites `mf` after allocation (see the module doc); appends to `edits`.
pub fn rewrite(mf: &mut MachineFunction, vrm: &VirtRegMap, regs: &RegisterInfo, tii: &dyn TargetInstrInfo, edits: &mut Vec<Edit>) -> Result<(), String> {
    for p in &vrm.planned {
        match *p {
            Planned::Delete { inst } => {
                mf.remove(inst);
                edits.push(Edit { inst, kind: EditKind::Delete });
            }
            Planned::Fold { inst, operand, slot } => edits.push(Edit { inst, kind: EditKind::Fold { operand, slot } }),
            _ => {}
        }
    }
    let layout = mf.layout().to_vec();
    for b in layout {
        let mut cursor = mf.first_inst(b);
        while let Some(i) = cursor {
            cursor = mf.next_inst(i);
            for k in 0..mf.inst(i).operands.len() {
                let MachineOperand::Reg { reg, sub_reg, .. } = mf.inst(i).operands[k] else { continue };
                let Some(v) = reg.virt_index() else { continue };
                let p = phys_of(vrm, mf, v)?;
                let q = if sub_reg.0 == 0 {
                    p
                } else {
                    regs.sub_reg(p, sub_reg).ok_or_else(|| format!("function '{}': ${} has no sub-register {}", mf.name, regs.name(p).to_ascii_lowercase(), regs.sub_reg_index_desc(sub_reg).name))?
                };
                if let MachineOperand::Reg { reg, flags, sub_reg, .. } = &mut mf.inst_mut(i).operands[k] {
                    *reg = Reg::phys(q);
                    *sub_reg = SubRegIdx(0);
                    if flags.contains(RegFlags::DEF) {
                        flags.remove(RegFlags::UNDEF);
                    }
                    flags.insert(RegFlags::RENAMABLE);
                }
            }
        }
    }
    let mut last_after: FxHashMap<InstId, InstId> = FxHashMap::default();
    for planned in &vrm.planned {
        match *planned {
            Planned::Reload { temp, slot, .. } | Planned::ReloadAtEnd { temp, slot, .. } => {
                let point = match *planned {
                    Planned::ReloadAtEnd { block, .. } => InsertPoint::End(block),
                    Planned::Reload { at, .. } => InsertPoint::Before(at),
                    _ => unreachable!("matched as a reload"),
                };
                let p = phys_of(vrm, mf, temp)?;
                let class = mf.regs.reg_class(Reg::virt(temp)).ok_or("spill temporary without a class")?;
                let inst = tii.load_reg_from_stack_slot(mf, point, p, slot, class)?;
                edits.push(Edit { inst, kind: EditKind::Reload { to: p, slot } });
            }
            Planned::Store { at, temp, slot } => {
                let p = phys_of(vrm, mf, temp)?;
                let class = mf.regs.reg_class(Reg::virt(temp)).ok_or("spill temporary without a class")?;
                let after = *last_after.get(&at).unwrap_or(&at);
                let inst = tii.store_reg_to_stack_slot(mf, InsertPoint::After(after), p, false, slot, class)?;
                last_after.insert(at, inst);
                edits.push(Edit { inst, kind: EditKind::Spill { from: p, slot } });
            }
            Planned::StoreAt { point, temp, slot } => {
                let p = phys_of(vrm, mf, temp)?;
                let class = mf.regs.reg_class(Reg::virt(temp)).ok_or("spill temporary without a class")?;
                let inst = tii.store_reg_to_stack_slot(mf, point, p, false, slot, class)?;
                edits.push(Edit { inst, kind: EditKind::Spill { from: p, slot } });
            }
            Planned::Remat { at, temp, vreg, def } => {
                let p = phys_of(vrm, mf, temp)?;
                let original = mf.inst(def);
                let mut copy = MachineInstr::new(original.opcode);
                copy.flags = original.flags;
                copy.mem_operands = original.mem_operands.clone();
                copy.debug_loc = original.debug_loc;
                copy.operands = original.operands.clone();
                for op in copy.operands.iter_mut() {
                    if let MachineOperand::Reg { reg, sub_reg, flags, .. } = op {
                        if reg.virt_index() == Some(vreg) {
                            *reg = Reg::phys(p);
                            *sub_reg = SubRegIdx(0);
                            flags.insert(RegFlags::RENAMABLE);
                        }
                    }
                }
                let inst = mf.insert_new(InsertPoint::Before(at), copy);
                edits.push(Edit { inst, kind: EditKind::Remat { to: p, vreg, def } });
            }
            Planned::Delete { .. } | Planned::Fold { .. } => {}
        }
    }
    let live_ins = std::mem::take(&mut mf.regs.live_ins);
    mf.regs.clear();
    mf.regs.live_ins = live_ins.into_iter().map(|l| crate::mir::LiveIn { vreg: None, ..l }).collect();
    mf.regs.is_ssa = false;
    Ok(())
}
