//! Floating-point instructions in the DAG builder: arithmetic (`frem` as a call to libm's
//! `fmod`/`fmodf`/`fmodl`), `fneg`, `fcmp` (the always-true/false predicates become constants) and the
//! conversions between integers and floats and between float formats; a `bitcast` between
//! `x86_fp80` and `i80`, which no register holds both of, goes through a stack temporary.

use super::Builder;
use crate::isel::function_info::FrameObject;
use crate::isel::dag::node::{ExtType, MemInfo, SDValue};
use crate::isel::dag::opcodes::{CondCode, Isd};
use crate::target::value_types::{Evt, Mvt};
use kiln_ir::{FloatPredicate, Inst, InstData, Opcode};

/// The DAG node of a floating-point arithmetic or conversion IR opcode (not `frem`/`fcmp`).
pub(super) fn float_node(op: Opcode) -> Option<Isd> {
    Some(match op {
        Opcode::FAdd => Isd::FAdd,
        Opcode::FSub => Isd::FSub,
        Opcode::FMul => Isd::FMul,
        Opcode::FDiv => Isd::FDiv,
        Opcode::FNeg => Isd::FNeg,
        Opcode::SiToFp => Isd::SintToFp,
        Opcode::UiToFp => Isd::UintToFp,
        Opcode::FpToSi => Isd::FpToSint,
        Opcode::FpToUi => Isd::FpToUint,
        Opcode::FpExt => Isd::FpExtend,
        Opcode::FpTrunc => Isd::FpRound,
        _ => return None,
    })
}

impl Builder<'_> {
    /// Lowers a floating-point instruction; `None` when `inst` is not one.
    pub(super) fn float_inst(&mut self, inst: &Inst) -> Result<Option<SDValue>, String> {
        let op = inst.opcode;
        let node = match op {
            Opcode::FRem => return self.frem(inst).map(Some),
            Opcode::FCmp => return self.fcmp(inst).map(Some),
            _ => match float_node(op) {
                Some(node) => node,
                None => return Ok(None),
            },
        };
        let vt = self.evt(inst.ty)?;
        let mut ops = Vec::with_capacity(2);
        for &v in &inst.operands {
            ops.push(self.value(v)?);
        }
        for v in std::iter::once(vt).chain(ops.iter().map(|&o| self.dag.value_type(o))) {
            if v.is_vector() {
                return Err(format!(
                    "unsupported instruction '{}' on vectors",
                    op.name()
                ));
            }
        }
        Ok(Some(self.dag.node1(node, vt, &ops)))
    }

    /// Whether a `bitcast` from `from` to `to` needs memory: one side is `x86_fp80` and the
    /// other an integer (the x87 stack and the integer registers have no move between them),
    /// or one side a float in a register of its own and the other an integer the target has no
    /// register for (f32 and i32 on RISC-V 64: the integer lives promoted to i64, and no move
    /// joins the two), as LLVM's type legalizer bit-casts a promoted integer.
    pub(super) fn bitcast_needs_memory(&self, from: Evt, to: Evt) -> bool {
        let f80 = |vt: Evt| vt.simple() == Some(Mvt::F80);
        let types = self.tli.register_types();
        let promoted = |i: Evt| i.is_integer() && types.register_type_and_count(i).is_some_and(|(m, n)| n == 1 && u64::from(m.size_bits()) > i.size_bits());
        let stranded = |f: Evt, i: Evt| f.is_float() && types.is_type_legal(f) && promoted(i);
        (f80(from) && to.is_integer()) || (f80(to) && from.is_integer()) || stranded(from, to) || stranded(to, from)
    }

    /// `x` reinterpreted as `vt` through a new stack temporary, as LLVM's type legalizer does:
    /// a store of `x` and a load of `vt` from the same bytes, ordered on the chain.
    pub(super) fn bitcast_through_stack(&mut self, x: SDValue, vt: Evt) -> SDValue {
        let from = self.dag.value_type(x);
        let bytes = from.size_bits().max(vt.size_bits()).div_ceil(8).next_power_of_two().max(1);
        let fi = self.flinfo.frame_objects.len() as i32;
        self.flinfo.frame_objects.push(FrameObject { size: bytes, align: bytes.min(16) });
        let ptr_vt = self.ptr_vt(self.layout.dl.alloca_addrspace);
        let slot = self.dag.frame_index(fi, ptr_vt);
        let align = bytes.min(16);
        let chain = self.root();
        let store_mem = MemInfo { mem_vt: from, align, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
        let stored = self.dag.store(chain, x, slot, false, store_mem);
        let load_mem = MemInfo { mem_vt: vt, align, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
        let v = self.dag.load(vt, stored, slot, ExtType::NonExt, load_mem);
        self.dag.root = SDValue::new(v.node, 1);
        v
    }

    fn fcmp(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let InstData::FCmp(pred) = inst.data else {
            return Err("malformed fcmp".to_string());
        };
        let vt = self.evt(inst.ty)?;
        let cc = match float_cond_code(pred) {
            Some(cc) => cc,
            None => {
                return Ok(self
                    .dag
                    .constant((pred == FloatPredicate::True) as u128, vt))
            }
        };
        let (l, r) = (self.value(inst.operands[0])?, self.value(inst.operands[1])?);
        if self.dag.value_type(l).is_vector() {
            return Err("unsupported instruction 'fcmp' on vectors".to_string());
        }
        Ok(self.dag.setcc(vt, l, r, cc))
    }

    /// `frem` is C's `fmod`.
    fn frem(&mut self, inst: &Inst) -> Result<SDValue, String> {
        let vt = self.evt(inst.ty)?;
        let symbol = match vt.simple() {
            Some(Mvt::F32) => "fmodf",
            Some(Mvt::F64) => "fmod",
            Some(Mvt::F80) => "fmodl",
            _ => return Err(format!("unsupported instruction 'frem' on {vt}")),
        };
        let args = [self.value(inst.operands[0])?, self.value(inst.operands[1])?];
        self.libcall(symbol, &args, vt)
    }

    /// A call of the C function `symbol` with `args`, returning one value of type `ret`.
    pub(super) fn libcall(
        &mut self,
        symbol: &str,
        args: &[SDValue],
        ret: Evt,
    ) -> Result<SDValue, String> {
        use crate::target::calling_conv::ArgFlags;
        use crate::target::lowering::ArgInfo;
        use crate::isel::dag::lowering::CallInfo;
        let ptr_vt = self.ptr_vt(0);
        let args: Vec<_> = args
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                let vt = self.dag.value_type(a);
                (
                    a,
                    ArgInfo {
                        vt,
                        index: i as u32,
                        zext: false,
                        sext: false,
                        flags: ArgFlags::default(),
                    },
                )
            })
            .collect();
        let callee = self.dag.external_symbol(symbol, ptr_vt);
        let chain = self.root();
        let num_fixed_args = args.len();
        let info = CallInfo {
            chain,
            callee,
            cc: 0,
            args,
            num_fixed_args,
            vararg: false,
            ret_vts: vec![ret],
            tail: false,
            forwarded: Vec::new(),
        };
        let (values, chain) = self.tli.lower_call(self.dag, &info)?;
        self.dag.root = chain;
        values
            .first()
            .copied()
            .ok_or_else(|| format!("internal error: the call of {symbol} returned no value"))
    }
}

/// The condition code of an `fcmp` predicate; `None` for the constant `false`/`true`.
pub(super) fn float_cond_code(pred: FloatPredicate) -> Option<CondCode> {
    Some(match pred {
        FloatPredicate::False | FloatPredicate::True => return None,
        FloatPredicate::Oeq => CondCode::Oeq,
        FloatPredicate::Ogt => CondCode::Ogt,
        FloatPredicate::Oge => CondCode::Oge,
        FloatPredicate::Olt => CondCode::Olt,
        FloatPredicate::Ole => CondCode::Ole,
        FloatPredicate::One => CondCode::One,
        FloatPredicate::Ord => CondCode::O,
        FloatPredicate::Uno => CondCode::Uo,
        FloatPredicate::Ueq => CondCode::Ueq,
        FloatPredicate::Ugt => CondCode::Ugt,
        FloatPredicate::Uge => CondCode::Uge,
        FloatPredicate::Ult => CondCode::Ult,
        FloatPredicate::Ule => CondCode::Ule,
        FloatPredicate::Une => CondCode::Une,
    })
}
