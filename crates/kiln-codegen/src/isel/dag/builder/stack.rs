//! The stack pointer and frame chain as values: `alloca` of run-time size (or outside the
//! entry block), `llvm.stacksave`/`llvm.stackrestore`, `llvm.frameaddress` and
//! `llvm.returnaddress`.
//!
//! A dynamic `alloca` is LLVM's expanded DYNAMIC_STACKALLOC: the size is rounded up to the
//! stack alignment, the new stack pointer is the old one minus the size (aligned down further
//! when the alloca asks for more), and that is the allocation's address. Each such alloca gets
//! a variable-sized frame object (counted in `FunctionLoweringInfo::dynamic_allocas`; its
//! alignment stays 1 so the frame is not realigned, which would need a base pointer), which
//! makes the frame lowering keep a frame pointer and address its objects from it. As in LLVM,
//! `llvm.stackrestore` alone does not: it only restores a value saved in the same function.
//! The frame address is the frame pointer register (depth `n` follows `n` saved frame
//! pointers; reading it forces a frame pointer); the return address sits one slot above a
//! frame address, or for depth 0 in a fixed stack object just below the incoming arguments
//! (where the target's `frame_record` and `return_address_register` do not say otherwise).

use super::intrinsics::Lowered;
use super::Builder;
use crate::isel::dag::node::{ExtType, MemInfo, SDValue};
use crate::isel::dag::opcodes::Isd;
use crate::target::value_types::Evt;
use crate::mir::Reg;
use kiln_ir::{ConstKind, Inst, InstData, Value};
use kiln_mc::desc::PhysReg;

impl Builder<'_> {
    fn stack_pointer(&self, what: &str) -> Result<Reg, String> {
        self.tli
            .stack_pointer_register()
            .map(Reg::phys)
            .ok_or_else(|| format!("unsupported: {what} on a target without a stack pointer register"))
    }

    fn frame_pointer(&self, what: &str) -> Result<PhysReg, String> {
        self.tli.frame_pointer_register().ok_or_else(|| format!("unsupported: {what} on a target without a frame pointer register"))
    }

    /// An `alloca` that is not a fixed frame object: moves the stack pointer down at run time.
    pub(super) fn dynamic_alloca(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let InstData::Alloca { allocated, align, addrspace } = inst.data else {
            return Err("malformed alloca".to_string());
        };
        if addrspace != self.layout.dl.alloca_addrspace {
            return Err(format!("unsupported instruction 'alloca' in address space {addrspace}"));
        }
        let sp = self.stack_pointer("a dynamic alloca")?;
        let stack_align = self.tli.stack_alignment().ok_or("unsupported: a dynamic alloca on a target without a stack alignment")?;
        let align = align.max(self.layout.pref_align(allocated));
        let vt = self.ptr_vt(addrspace);
        let elem_size = self.layout.type_alloc_size(allocated);
        let count = match inst.operands.first() {
            Some(&v) => {
                let c = self.value(v)?;
                // The count is unsigned (LLVM zero-extends it to the pointer width).
                self.dag.zext_or_trunc(c, vt)
            }
            None => self.dag.constant(1, vt),
        };
        let mut size = count;
        if elem_size != 1 {
            let e = self.dag.constant(elem_size as u128, vt);
            size = self.dag.node1(Isd::Mul, vt, &[count, e]);
        }
        let mask = |align: u64| (!(align as u128 - 1)) & (u128::MAX >> (128 - vt.size_bits()));
        let round = self.dag.constant(stack_align as u128 - 1, vt);
        let rounded = self.dag.node1(Isd::Add, vt, &[size, round]);
        let stack_mask = self.dag.constant(mask(stack_align), vt);
        let size = self.dag.node1(Isd::And, vt, &[rounded, stack_mask]);

        // Like a call sequence of no bytes, so the stack pointer update stays out of others.
        let chain = self.root();
        let chain = self.dag.callseq_start(chain, 0, vt);
        let old = self.dag.copy_from_reg(chain, sp, vt);
        let mut new = self.dag.node1(Isd::Sub, vt, &[old, size]);
        if align > stack_align {
            let m = self.dag.constant(mask(align), vt);
            new = self.dag.node1(Isd::And, vt, &[new, m]);
        }
        let chain = self.dag.copy_to_reg(SDValue::new(old.node, 1), sp, new, None);
        self.dag.root = self.dag.callseq_end(chain, 0, 0, vt, None);
        self.flinfo.dynamic_allocas += 1;
        Ok(new)
    }

    /// `llvm.stacksave`, `llvm.stackrestore`, `llvm.frameaddress`, `llvm.returnaddress`.
    pub(super) fn stack_intrinsic(&mut self, inst: &Inst, name: &str) -> Result<Lowered, String> {
        let args = inst.call_args();
        if name == "llvm.stacksave" || name.starts_with("llvm.stacksave.") {
            let sp = self.stack_pointer(name)?;
            let vt = self.evt(inst.ty)?;
            let chain = self.root();
            let v = self.dag.copy_from_reg(chain, sp, vt);
            self.dag.root = SDValue::new(v.node, 1);
            return Ok(Lowered::Done(Some(v)));
        }
        if name == "llvm.stackrestore" || name.starts_with("llvm.stackrestore.") {
            let sp = self.stack_pointer(name)?;
            let &[saved] = args else { return Err(format!("malformed {name} call")) };
            let v = self.value(saved)?;
            let chain = self.root();
            self.dag.root = self.dag.copy_to_reg(chain, sp, v, None);
            return Ok(Lowered::Done(None));
        }
        let returns = name == "llvm.returnaddress";
        if returns || name == "llvm.frameaddress" || name.starts_with("llvm.frameaddress.") {
            let depth = match args {
                &[Value::Const(c)] => match self.module.consts.get(c).kind {
                    ConstKind::Int(n) => u32::try_from(n).map_err(|_| format!("{name}: depth {n} is too large"))?,
                    _ => return Err(format!("malformed {name} call: the depth is not an integer")),
                },
                _ => return Err(format!("malformed {name} call: the depth must be a constant")),
            };
            let vt = self.evt(inst.ty)?;
            let slot = vt.size_bits() as u64 / 8;
            self.flinfo.return_address_taken |= returns;
            if let Some(ra) = self.tli.return_address_register().filter(|_| returns && depth == 0) {
                let live_in = self.flinfo.add_live_in(ra, vt.simple().ok_or_else(|| format!("{name}: unsupported type {vt}"))?);
                let entry = self.dag.entry();
                return Ok(Lowered::Done(Some(self.dag.copy_from_reg(entry, live_in, vt))));
            }
            if returns && depth == 0 {
                // The slot the call pushed the return address to, right below offset 0.
                let existing = self.flinfo.fixed_objects.iter().position(|o| o.offset == -(slot as i64) && o.size == slot);
                let fi = match existing {
                    Some(k) => -1 - k as i32,
                    None => self.flinfo.create_fixed_object(-(slot as i64), slot, false),
                };
                let addr = self.dag.frame_index(fi, vt);
                return Ok(Lowered::Done(Some(self.frame_slot_load(addr, 0, vt))));
            }
            let fp = self.frame_pointer(name)?;
            let (saved_fp, saved_ra) = self.tli.frame_walk_record(name, slot as i64, depth, returns)?;
            self.flinfo.frame_address_taken = true;
            let entry = self.dag.entry();
            let mut addr = self.dag.copy_from_reg(entry, Reg::phys(fp), vt);
            for _ in 0..depth {
                addr = self.frame_slot_load(addr, saved_fp, vt);
            }
            if returns {
                addr = self.frame_slot_load(addr, saved_ra, vt);
            }
            return Ok(Lowered::Done(Some(addr)));
        }
        Ok(Lowered::No)
    }

    /// The pointer-sized word at `base + offset` of a frame (a saved frame pointer or return
    /// address); frames do not change while the function runs, so the load hangs off the entry.
    fn frame_slot_load(&mut self, base: SDValue, offset: i64, vt: Evt) -> SDValue {
        let ptr = if offset == 0 {
            base
        } else {
            let off = self.dag.constant_signed(offset as i128, vt);
            self.dag.node1(Isd::Add, vt, &[base, off])
        };
        let entry = self.dag.entry();
        let mem = MemInfo { mem_vt: vt, align: vt.size_bits() as u64 / 8, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
        self.dag.load(vt, entry, ptr, ExtType::NonExt, mem)
    }
}
