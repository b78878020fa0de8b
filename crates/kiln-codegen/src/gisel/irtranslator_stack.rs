//! The stack pointer and frame chain in generic machine IR, as the SelectionDAG has them
//! (`isel/dag/builder/stack.rs`): an `alloca` of run-time size becomes `G_DYN_STACKALLOC` of
//! its size rounded up to the stack alignment (the legalizer lowers it to stack-pointer
//! arithmetic) and a variable-sized frame object; `llvm.stacksave`/`llvm.stackrestore` are
//! `COPY`s from and to the stack pointer; `llvm.frameaddress(n)` is the frame pointer followed
//! through `n` saved frame pointers, and `llvm.returnaddress(n)` the return-address slot of
//! such a frame, both where the target's frame record (`TargetLoweringBase::frame_record`)
//! keeps them, or for depth 0 a fixed stack object just below the incoming arguments (a
//! target whose calls leave the return address in a register is not handled yet: an error).

use super::irtranslator::Translator;
use super::llt::Llt;
use crate::isel::function_info::FunctionLoweringInfo;
use crate::mir::{FrameIdx, MachineOperand, MemAccess, MemOperand, MemValue, Reg};
use crate::target::target_opcode as op;
use kiln_ir::{Inst, InstData};

impl Translator<'_, '_> {
    fn stack_pointer(&self, what: &str) -> Result<Reg, String> {
        self.target.tli.stack_pointer_register().map(Reg::phys).ok_or_else(|| format!("{what} on a target without a stack pointer register"))
    }

    /// An `alloca` that is not a fixed frame object: `G_DYN_STACKALLOC` of its size in bytes
    /// rounded up to the stack alignment, aligned as it asks.
    pub(super) fn dynamic_alloca(&mut self, flinfo: &mut FunctionLoweringInfo, i: kiln_ir::InstId) -> Result<Reg, String> {
        let inst = &self.func.insts[i.index()];
        let InstData::Alloca { allocated, align, addrspace } = inst.data else { return Err("malformed alloca".to_string()) };
        if addrspace != self.layout.dl.alloca_addrspace {
            return Err(format!("an alloca in address space {addrspace}"));
        }
        self.stack_pointer("a dynamic alloca")?;
        let stack_align = self.target.tli.stack_alignment().ok_or("a dynamic alloca on a target without a stack alignment")?;
        let align = align.max(self.layout.pref_align(allocated));
        let size_ty = Llt::scalar(self.pointer_bits());
        let elem_size = self.layout.type_alloc_size(allocated);
        // The count is unsigned (LLVM zero-extends it to the pointer width).
        let count = match inst.operands.first() {
            Some(&v) => {
                let c = self.reg(v)?;
                self.resize(c, size_ty, false)
            }
            None => self.constant_here(size_ty, 1),
        };
        let size = if elem_size == 1 {
            count
        } else {
            let e = self.constant_here(size_ty, elem_size as i64);
            self.emit_def(op::G_MUL, size_ty, &[count, e])
        };
        let round = self.constant_here(size_ty, stack_align as i64 - 1);
        let rounded = self.emit_def(op::G_ADD, size_ty, &[size, round]);
        let mask = self.constant_here(size_ty, !(stack_align as i64 - 1));
        let size = self.emit_def(op::G_AND, size_ty, &[rounded, mask]);
        let r = self.new_reg(Llt::pointer(addrspace));
        self.emit(op::G_DYN_STACKALLOC, [MachineOperand::reg_def(r), MachineOperand::reg_use(size), MachineOperand::Imm(align.max(1) as i64)]);
        flinfo.dynamic_allocas += 1;
        Ok(r)
    }

    /// `llvm.stacksave`, `llvm.stackrestore`, `llvm.frameaddress`, `llvm.returnaddress` (by
    /// name without type suffix): their results, or `None` for another intrinsic.
    pub(super) fn stack_intrinsic(&mut self, flinfo: &mut FunctionLoweringInfo, inst: &Inst, base: &str) -> Result<Option<Vec<Reg>>, String> {
        let args = inst.call_args();
        match base {
            "llvm.stacksave" => {
                let sp = self.stack_pointer(base)?;
                let r = self.new_reg(self.llt(inst.ty)?);
                self.emit(op::COPY, [MachineOperand::reg_def(r), MachineOperand::reg_use(sp)]);
                Ok(Some(vec![r]))
            }
            "llvm.stackrestore" => {
                let sp = self.stack_pointer(base)?;
                let &[saved] = args else { return Err(format!("malformed {base} call")) };
                let v = self.reg(saved)?;
                self.emit(op::COPY, [MachineOperand::reg_def(sp), MachineOperand::reg_use(v)]);
                Ok(Some(Vec::new()))
            }
            "llvm.frameaddress" | "llvm.returnaddress" => {
                let returns = base == "llvm.returnaddress";
                let depth = match args {
                    &[v] => self.module.const_int(v).and_then(|n| u32::try_from(n).ok()).ok_or_else(|| format!("{base}: the depth must be a small constant"))?,
                    _ => return Err(format!("malformed {base} call")),
                };
                let ty = self.llt(inst.ty)?;
                let slot = ty.size_bits(self.pointer_bits()) / 8;
                flinfo.return_address_taken |= returns;
                if returns && depth == 0 && self.target.tli.return_address_register().is_some() {
                    return Err(format!("unsupported: {base} of depth 0 on a target whose calls leave the return address in a register"));
                }
                if returns && depth == 0 {
                    // The slot the call pushed the return address to, right below offset 0.
                    let existing = flinfo.fixed_objects.iter().position(|o| o.offset == -(slot as i64) && o.size == slot);
                    let index = match existing {
                        Some(k) => -1 - k as i32,
                        None => flinfo.create_fixed_object(-(slot as i64), slot, false),
                    };
                    let addr = self.emit_def_frame_index(index);
                    return Ok(Some(vec![self.frame_slot_load(addr, 0, ty, MemValue::Frame(FrameIdx(index)))]));
                }
                let fp = self.target.tli.frame_pointer_register().ok_or_else(|| format!("{base} on a target without a frame pointer register"))?;
                let (saved_fp, saved_ra) = self.target.tli.frame_walk_record(base, slot as i64, depth, returns)?;
                flinfo.frame_address_taken = true;
                let mut addr = self.new_reg(ty);
                self.emit(op::COPY, [MachineOperand::reg_def(addr), MachineOperand::reg_use(Reg::phys(fp))]);
                for _ in 0..depth {
                    addr = self.frame_slot_load(addr, saved_fp, ty, MemValue::None);
                }
                if returns {
                    addr = self.frame_slot_load(addr, saved_ra, ty, MemValue::None);
                }
                Ok(Some(vec![addr]))
            }
            _ => Ok(None),
        }
    }

    /// The pointer-sized word at `base + offset` of a frame (a saved frame pointer or return
    /// address); a negative offset (a frame record below the frame address) wraps to the same
    /// pointer addition.
    fn frame_slot_load(&mut self, base: Reg, offset: i64, ty: Llt, value: MemValue) -> Reg {
        let addr = self.offset_address(base, offset as u64);
        self.load_new(ty, addr, MemOperand::new(MemAccess::Load, Some(Llt::scalar(self.pointer_bits())), value))
    }
}
