//! `RiscvTargetLowering`: RISC-V's answers to the TargetLowering questions of SelectionDAG
//! construction and legalization, and its calling conventions in the DAG.
//!
//! One integer type is legal, i64 in GPR (narrower integers are promoted, wider ones split),
//! as on every RV64 target; operations RV64I lacks are expanded (rotates, bit counts, byte
//! swaps) or, without M, become library calls. `select` is lowered without branches:
//! `f ^ ((t ^ f) & -c)`. Calls and returns follow LP64 (`td/RISCVCallingConv.td`): each value
//! split into parts by the shared `call_lowering`, copies to and from a0-a7, stack slots above
//! the stack pointer, `RISCVISD::CALL` with the callee-saved mask, `RISCVISD::RET_FLAG`.
//! Floats and doubles are legal with D (F alone is not supported); under LP64D they travel
//! in fa0-fa7 (a double past fa7, or through a callee's `...`, as its bits in an integer
//! register), and a floating-point `select` goes through the bits of a double. An `fp128`
//! (`long double`) is softened: it lives as an i128, travels in a register pair like one, and
//! its operations are library calls (`legalize_types/soften_float.rs`). An argument of
//! aggregate type (clang's `[2 x i64]` for a small struct) arrives as its leaves; the first part
//! of an i128 through `...` starts at an even register ([`cc_riscv_split_pair`]). An `sret`
//! pointer is an ordinary first argument and nothing is returned for it.
//! A variadic function saves the argument registers its fixed arguments leave unused just
//! below its incoming stack arguments; its `va_list` is a pointer into that array.
//! What is not supported yet (floats under LP64, a float past fa7, integers wider than 128 bits
//! passed by reference, `byval`, position-independent code) is an error naming it.

use crate::generated::calling_conv::{RetCC_RISCV_LP64, RetCC_RISCV_LP64D, CC_RISCV_LP64, CC_RISCV_LP64D};
use crate::generated::{reg, reg_class, REGISTER_INFO, RISCVISD_CALL, RISCVISD_RET_FLAG};
use crate::isel::MO_PLT;
use crate::subtarget::{Abi, RiscvSubtarget};
use kiln_codegen::isel::call_lowering::{incoming_part, IncomingPart, ValueAssignment};
use kiln_codegen::isel::dag::call_parts::{copy_call_results, from_location, join_scalar, offset_address, parts_of, split_scalar, to_location};
use kiln_codegen::isel::dag::lowering::{opcode_name, CallInfo, LegalizeAction, LoweringTables, TargetLowering};
use kiln_codegen::isel::dag::{ExtType, Isd, MemInfo, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::isel::function_info::{FunctionLoweringInfo, VarArgsInfo};
use kiln_codegen::target::calling_conv::{ArgFlags, CCCursor, CCLoc, CCState, CCValue, CallingConvTable, CCValAssign};
use kiln_codegen::target::lowering::{ArgInfo, AsmConstraintKind, RegisterTypes, TargetLoweringBase};
use kiln_codegen::target::value_types::{Evt, Mvt};
// The IR calling conventions kiln handles: C, fastcc and coldcc (all LP64 here).
use kiln_ir::calling_conv::{COLD as CC_COLD, C as CC_C, FAST as CC_FAST};
use kiln_mc::desc::{PhysReg, RegClassId};


/// Operations RV64I has no instruction for.
const EXPAND_OPS: &[Isd] = &[
    Isd::Rotl,
    Isd::Rotr,
    Isd::Ctlz,
    Isd::Cttz,
    Isd::Ctpop,
    Isd::Bswap,
    Isd::SelectCc,
    Isd::BrCc,
    Isd::SMulLoHi,
    Isd::UMulLoHi,
];

/// The M extension's operations: library calls without it.
const M_OPS: &[Isd] = &[Isd::Mul, Isd::SDiv, Isd::UDiv, Isd::SRem, Isd::URem];

/// The RISC-V TargetLowering.
#[derive(Clone, Debug)]
pub struct RiscvTargetLowering {
    tables: LoweringTables,
    abi: Abi,
}

impl RiscvTargetLowering {
    /// The lowering for the module's subtarget `st` and `abi`.
    pub fn new(st: &RiscvSubtarget, abi: Abi) -> RiscvTargetLowering {
        let mut tables = LoweringTables::default();
        tables.add_register_class(Mvt::I64, reg_class::GPR);
        if st.has_d {
            tables.add_register_class(Mvt::F32, reg_class::FPR32);
            tables.add_register_class(Mvt::F64, reg_class::FPR64);
            for vt in [Mvt::F32, Mvt::F64] {
                tables.set_operation_action(Isd::Select, vt, LegalizeAction::Custom);
                tables.set_operation_action(Isd::SelectCc, vt, LegalizeAction::Expand);
                tables.set_operation_action(Isd::BrCc, vt, LegalizeAction::Expand);
            }
        }
        // `long double`: its bits in integer registers, its arithmetic library calls.
        tables.soften_float(Mvt::F128);
        for &op in EXPAND_OPS {
            tables.set_operation_action(op, Mvt::I64, LegalizeAction::Expand);
        }
        if st.has_m {
            for op in [Isd::MulHs, Isd::MulHu] {
                tables.set_operation_action(op, Mvt::I64, LegalizeAction::Legal);
            }
        } else {
            for &op in M_OPS {
                tables.set_operation_action(op, Mvt::I64, LegalizeAction::LibCall);
            }
            for op in [Isd::MulHs, Isd::MulHu] {
                tables.set_operation_action(op, Mvt::I64, LegalizeAction::Expand);
            }
        }
        for op in [Isd::Select, Isd::ConstantPool] {
            tables.set_operation_action(op, Mvt::I64, LegalizeAction::Custom);
        }
        tables.set_operation_action(Isd::BrJt, Mvt::Other, LegalizeAction::Expand);
        RiscvTargetLowering { tables, abi }
    }
}

impl TargetLoweringBase for RiscvTargetLowering {
    fn register_types(&self) -> &RegisterTypes {
        self.tables.register_types()
    }

    fn stack_pointer_register(&self) -> Option<PhysReg> {
        Some(reg::X2)
    }

    fn frame_pointer_register(&self) -> Option<PhysReg> {
        Some(reg::X8)
    }

    fn stack_alignment(&self) -> Option<u64> {
        Some(16)
    }

    fn target_flag_name(&self, flags: u8) -> Option<&'static str> {
        Some(crate::isel::target_flag_name(flags)).filter(|name| !name.is_empty())
    }

    /// A call leaves the return address in ra.
    fn return_address_register(&self) -> Option<PhysReg> {
        Some(reg::X1)
    }

    /// Frames are walked as llc walks them: the frame address (s0) is the CFA, the caller's
    /// s0 is saved at s0-16 and the return address at s0-8 (`llvm.returnaddress(1)` loads
    /// s0-16, then 8 below what it points at). A variadic function's ra and s0 are saved below
    /// its register save area, so a walk through its frame reads other slots (llc points s0
    /// below that area instead).
    fn frame_record(&self, slot: i64) -> Option<(i64, i64)> {
        Some((-2 * slot, -slot))
    }

    fn inline_asm_register(&self, constraint: &str, _vt: Option<Evt>) -> Result<Option<PhysReg>, String> {
        crate::inline_asm::register(constraint)
    }

    fn inline_asm_register_type(&self, code: &str, vt: Evt) -> Evt {
        crate::inline_asm::register_type(code, vt)
    }

    fn inline_asm_constraint_kind(&self, code: &str) -> Option<AsmConstraintKind> {
        crate::inline_asm::constraint_kind(code)
    }

    fn inline_asm_register_class(&self, code: &str, vt: Evt) -> Option<RegClassId> {
        crate::inline_asm::register_class(code, vt, self.tables.register_types().register_class(Mvt::F64).is_some())
    }

    fn inline_asm_immediate_fits(&self, code: &str, value: i64) -> bool {
        crate::inline_asm::immediate_fits(code, value)
    }
}

fn ptr_vt() -> Evt {
    Mvt::I64.into()
}

fn mem(vt: Evt, align: u64) -> MemInfo {
    MemInfo { mem_vt: vt, align, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic }
}

/// The argument and return conventions of IR calling convention `cc` under `abi`.
fn conventions(cc: u32, abi: Abi) -> Result<(&'static CallingConvTable, &'static CallingConvTable), String> {
    match (cc, abi) {
        (CC_C | CC_FAST | CC_COLD, Abi::Lp64) => Ok((&CC_RISCV_LP64, &RetCC_RISCV_LP64)),
        (CC_C | CC_FAST | CC_COLD, Abi::Lp64d) => Ok((&CC_RISCV_LP64D, &RetCC_RISCV_LP64D)),
        (other, _) => Err(format!("unsupported calling convention cc {other} on riscv64")),
    }
}

/// The parts of some values and the convention's location for each.
struct Assignment {
    parts: Vec<CCValue>,
    locs: Vec<CCValAssign>,
    stack_size: u32,
}

fn assign(types: &RegisterTypes, cc: &CallingConvTable, abi: Abi, vararg: bool, values: impl Iterator<Item = (Evt, ArgFlags)>) -> Result<Assignment, String> {
    let mut a = ValueAssignment::new(&REGISTER_INFO, vararg);
    for (vt, flags) in values {
        let float_in_fpr = abi == Abi::Lp64d && (vt == Evt::from(Mvt::F32) || vt == Evt::from(Mvt::F64));
        // An fp128 travels as an i128 would: a pair of integer registers.
        if !vt.is_integer() && !float_in_fpr && vt != Evt::from(Mvt::F128) {
            return Err(format!("unsupported on riscv64 yet: an argument or return value of type {vt} under the {abi:?} ABI"));
        }
        if flags.has(ArgFlags::BYVAL) {
            return Err("unsupported on riscv64 yet: a 'byval' argument".to_string());
        }
        if vt.is_integer() && vt.size_bits() > 128 {
            return Err(format!("unsupported on riscv64 yet: an argument or return value of type {vt} (passed by reference)"));
        }
        a.add_value(types, vt, flags)?;
    }
    a.analyze(cc).map_err(|e| format!("unsupported on riscv64 yet: {e} (more than eight floating-point arguments?)"))?;
    let stack_size = a.stack_size().next_multiple_of(16);
    Ok(Assignment { parts: a.parts, locs: a.state.locs, stack_size })
}

/// The integer argument registers, in order.
const ARG_GPRS: [PhysReg; 8] = [reg::X10, reg::X11, reg::X12, reg::X13, reg::X14, reg::X15, reg::X16, reg::X17];

/// `CCCustom` for the first part of a split 2×XLEN integer (an i128): passed through a
/// callee's `...` it starts at an even argument register (psABI), and with no register left
/// both parts go on the stack, the first 16-aligned. Returns whether it assigned the part.
pub fn cc_riscv_split_pair(state: &mut CCState<'_>, c: &CCCursor) -> bool {
    let first_free = state.first_unallocated(&ARG_GPRS);
    if c.val.flags.has(ArgFlags::VARARG) && first_free.is_some_and(|k| k % 2 == 1) {
        state.allocate_reg(&ARG_GPRS, &[]);
    }
    if state.first_unallocated(&ARG_GPRS).is_some() {
        return false;
    }
    let offset = state.allocate_stack(8, 16);
    state.add_loc(c, CCLoc::Stack { offset, size: 8, align: 16 });
    true
}

/// For a variadic function: stores the argument registers the fixed arguments left unused
/// into the save area just below the incoming stack arguments (so that they and the stack
/// arguments form one array of 8-byte slots, psABI), and records the first variable argument
/// as `overflow_area` (in the save area, or the first stack slot after the fixed arguments when
/// every register was used).
fn save_variadic_registers(dag: &mut SelectionDAG, fi: &mut FunctionLoweringInfo, chain: SDValue, a: &Assignment) -> SDValue {
    let used = a.locs.iter().filter(|l| matches!(l.loc, CCLoc::Reg(r) if ARG_GPRS.contains(&r))).count();
    let saved = ARG_GPRS.len() - used;
    if saved == 0 {
        let stack_end = a.locs.iter().filter_map(|l| match l.loc {
            CCLoc::Stack { offset, .. } => Some(offset as i64 + 8),
            CCLoc::Reg(_) => None,
        });
        let first = fi.create_fixed_object(stack_end.max().unwrap_or(0), 8, true);
        fi.varargs = Some(VarArgsInfo { overflow_area: first, reg_save_area: first, gp_offset: 0, fp_offset: 0 });
        return chain;
    }
    let area = fi.create_fixed_object(-8 * saved as i64, 8 * saved as u64, false);
    fi.varargs = Some(VarArgsInfo { overflow_area: area, reg_save_area: area, gp_offset: 0, fp_offset: 0 });
    let base = dag.frame_index(area, ptr_vt());
    let mut stores = vec![chain];
    for (k, &r) in ARG_GPRS[used..].iter().enumerate() {
        let vreg = fi.add_live_in(r, Mvt::I64);
        let v = dag.copy_from_reg(chain, vreg, ptr_vt());
        let addr = offset_address(dag, base, 8 * k as u64);
        stores.push(dag.store(chain, v, addr, false, mem(ptr_vt(), 8)));
    }
    dag.token_factor(&stores)
}

/// The name of the callee-saved set of `abi`.
pub fn callee_saved_name(abi: Abi) -> &'static str {
    match abi {
        Abi::Lp64 => "CSR_LP64",
        Abi::Lp64d => "CSR_LP64D",
    }
}

/// The index of the callee-saved set of `abi` in the register tables.
fn callee_saved_set(abi: Abi) -> Result<u16, String> {
    let name = callee_saved_name(abi);
    REGISTER_INFO
        .callee_saved
        .iter()
        .position(|s| s.name == name)
        .map(|k| k as u16)
        .ok_or_else(|| format!("internal error: the RISC-V register tables have no {name}"))
}

/// A direct callee as a target symbol, called through the PLT.
fn target_callee(dag: &mut SelectionDAG, callee: SDValue) -> SDValue {
    let node = dag.node(callee.node);
    let (op, data) = match node.data {
        NodeData::Global { global, offset, .. } if node.opcode.is(Isd::GlobalAddress) => {
            (Isd::TargetGlobalAddress, NodeData::Global { global, offset, target_flags: MO_PLT })
        }
        NodeData::Symbol { index, .. } if node.opcode.is(Isd::ExternalSymbol) => {
            (Isd::TargetExternalSymbol, NodeData::Symbol { index, target_flags: MO_PLT })
        }
        _ => return callee,
    };
    let vts = dag.vt_list(&[ptr_vt()]);
    SDValue::new(dag.get_node(op.into(), vts, &[], data), 0)
}

impl TargetLowering for RiscvTargetLowering {
    fn tables(&self) -> &LoweringTables {
        &self.tables
    }

    /// The `.w` AMOs and `lr.w` sign-extend the word they read to the register; the part-word
    /// sequences shift the field down and leave the bits above it as they were.
    fn atomic_result_sign_extends(&self, mem_vt: Evt) -> bool {
        mem_vt.size_bits() == 32
    }

    /// `lb`/`lbu`, `lh`/`lhu`, `lw`/`lwu` extend to 64 bits.
    fn is_load_ext_legal(&self, ext: ExtType, vt: Mvt, mem_vt: Mvt) -> bool {
        matches!(ext, ExtType::ZeroExt | ExtType::SignExt) && vt == Mvt::I64 && matches!(mem_vt, Mvt::I8 | Mvt::I16 | Mvt::I32)
    }

    /// A memory operand of inline asm is one register holding the address.
    fn inline_asm_address(&self, _dag: &mut SelectionDAG, ptr: SDValue, out: &mut Vec<SDValue>) -> bool {
        out.push(ptr);
        true
    }

    /// Compares write 0 or 1 into a register.
    fn setcc_result_type(&self, _vt: Evt) -> Evt {
        ptr_vt()
    }

    fn lower_formal_arguments(
        &self,
        dag: &mut SelectionDAG,
        fi: &mut FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        vararg: bool,
        args: &[ArgInfo],
    ) -> Result<(Vec<SDValue>, SDValue), String> {
        let types = self.tables.register_types();
        let (cc_args, _) = conventions(cc, self.abi)?;
        let a = assign(types, cc_args, self.abi, false, args.iter().map(|a| (a.vt, a.cc_flags())))?;
        let mut part_values = Vec::with_capacity(a.parts.len());
        for loc in &a.locs {
            let part = &a.parts[loc.value as usize];
            let v = match incoming_part(fi, types, part, loc)? {
                IncomingPart::Reg(vreg) => {
                    let copy = dag.copy_from_reg(chain, vreg, loc.loc_vt.into());
                    from_location(dag, copy, loc)?
                }
                IncomingPart::ByvalObject(_) => return Err("unsupported on riscv64 yet: a 'byval' argument".to_string()),
                IncomingPart::Stack { index, .. } => {
                    let val_vt: Evt = loc.val_vt.into();
                    let addr = dag.frame_index(index, ptr_vt());
                    dag.load(val_vt, chain, addr, ExtType::NonExt, mem(val_vt, 8))
                }
            };
            part_values.push(v);
        }
        let mut values = Vec::with_capacity(args.len());
        let mut next = 0;
        for (i, arg) in args.iter().enumerate() {
            let count = parts_of(&a.parts, next, i);
            values.push(join_scalar(dag, &part_values[next..next + count], arg.vt, arg.cc_flags())?);
            next += count;
        }
        let chain = if vararg { save_variadic_registers(dag, fi, chain, &a) } else { chain };
        Ok((values, chain))
    }

    /// `va_list` is one pointer: the first variable argument.
    fn lower_va_start(&self, dag: &mut SelectionDAG, fi: &FunctionLoweringInfo, chain: SDValue, list: SDValue) -> Result<SDValue, String> {
        let va = fi.varargs.ok_or("malformed function: 'llvm.va_start' in a function that is not variadic")?;
        let first = dag.frame_index(va.overflow_area, ptr_vt());
        Ok(dag.store(chain, first, list, false, mem(ptr_vt(), 8)))
    }

    fn lower_va_copy(&self, dag: &mut SelectionDAG, chain: SDValue, list: SDValue, src: SDValue) -> Result<SDValue, String> {
        let v = dag.load(ptr_vt(), chain, src, ExtType::NonExt, mem(ptr_vt(), 8));
        Ok(dag.store(SDValue::new(v.node, 1), v, list, false, mem(ptr_vt(), 8)))
    }

    /// A variadic callee takes its variable arguments in integer registers and stack slots, a
    /// double as its bits (psABI, `td/RISCVCallingConv.td`).
    fn lower_call(&self, dag: &mut SelectionDAG, call: &CallInfo) -> Result<(Vec<SDValue>, SDValue), String> {
        let types = self.tables.register_types();
        let (cc_args, cc_ret) = conventions(call.cc, self.abi)?;
        let args = &call.args;
        let a = assign(types, cc_args, self.abi, call.vararg, args.iter().map(|(_, a)| (a.vt, a.cc_flags())))?;
        let bytes = a.stack_size as u64;
        let mut chain = dag.callseq_start(call.chain, bytes, ptr_vt());
        let mut part_values = Vec::with_capacity(a.parts.len());
        let mut next = 0;
        for (i, (value, info)) in args.iter().enumerate() {
            let count = parts_of(&a.parts, next, i);
            part_values.extend(split_scalar(dag, *value, a.parts[next].vt, count, info.cc_flags()));
            next += count;
        }
        let mut stores = Vec::new();
        let mut reg_copies: Vec<(PhysReg, SDValue)> = Vec::new();
        let mut stack_ptr = None;
        for loc in &a.locs {
            let v = to_location(dag, part_values[loc.value as usize], loc)?;
            match loc.loc {
                CCLoc::Reg(r) => reg_copies.push((r, v)),
                CCLoc::Stack { offset, .. } => {
                    let sp = *stack_ptr.get_or_insert_with(|| dag.copy_from_reg(chain, Reg::phys(reg::X2), ptr_vt()));
                    let addr = offset_address(dag, sp, offset as u64);
                    let loc_vt: Evt = loc.loc_vt.into();
                    stores.push(dag.store(chain, v, addr, false, mem(loc_vt, 8)));
                }
            }
        }
        if !stores.is_empty() {
            chain = dag.token_factor(&stores);
        }
        let mut glue = None;
        for &(r, v) in &reg_copies {
            chain = dag.copy_to_reg(chain, Reg::phys(r), v, glue);
            glue = Some(SDValue::new(chain.node, 1));
        }
        let callee = target_callee(dag, call.callee);
        let mut ops = vec![chain, callee];
        for &(r, v) in &reg_copies {
            let vt = dag.value_type(v);
            ops.push(dag.register(Reg::phys(r), vt));
        }
        ops.push(dag.register_mask(callee_saved_set(self.abi)?));
        ops.extend(glue);
        let vts = dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
        let node = dag.get_node(Opcode::target(RISCVISD_CALL), vts, &ops, NodeData::None);
        let end = dag.callseq_end(SDValue::new(node, 0), bytes, 0, ptr_vt(), Some(SDValue::new(node, 1)));
        let glue = SDValue::new(end.node, 1);

        let r = assign(types, cc_ret, self.abi, false, call.ret_vts.iter().map(|&vt| (vt, ArgFlags::default())))?;
        copy_call_results(dag, end, glue, &r.parts, &r.locs, &call.ret_vts, "unsupported on riscv64 yet", |dag, parts, vt| {
            join_scalar(dag, parts, vt, ArgFlags::default())
        })
    }

    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        fi: &FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        values: &[SDValue],
    ) -> Result<SDValue, String> {
        let types = self.tables.register_types();
        let (_, cc_ret) = conventions(cc, self.abi)?;
        let vts: Vec<Evt> = values.iter().map(|&v| dag.value_type(v)).collect();
        let r = assign(types, cc_ret, self.abi, false, vts.iter().map(|&vt| (vt, fi.ret_flags)))?;
        let mut part_values = Vec::with_capacity(r.parts.len());
        let mut next = 0;
        for (i, &v) in values.iter().enumerate() {
            let count = parts_of(&r.parts, next, i);
            part_values.extend(split_scalar(dag, v, r.parts[next].vt, count, fi.ret_flags));
            next += count;
        }
        let mut chain = chain;
        let mut glue = None;
        let mut ops = vec![chain];
        for loc in &r.locs {
            let CCLoc::Reg(reg) = loc.loc else {
                return Err(format!("unsupported on riscv64 yet: returning a value of type {} in memory", loc.val_vt.td_name()));
            };
            let v = to_location(dag, part_values[loc.value as usize], loc)?;
            chain = dag.copy_to_reg(chain, Reg::phys(reg), v, glue);
            glue = Some(SDValue::new(chain.node, 1));
            ops.push(dag.register(Reg::phys(reg), loc.loc_vt.into()));
        }
        ops[0] = chain;
        ops.extend(glue);
        let vts = dag.vt_list(&[Evt::OTHER]);
        Ok(SDValue::new(dag.get_node(Opcode::target(RISCVISD_RET_FLAG), vts, &ops, NodeData::None), 0))
    }

    /// `select c, t, f` as `f ^ ((t ^ f) & -c)` (c is 0 or 1), on the bits of a double, and
    /// on a float widened to double (exact, but for the payload of a signalling NaN); the rest
    /// is not supported yet.
    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Result<Option<Vec<SDValue>>, String> {
        if !dag.opcode(n).is(Isd::Select) {
            return Err(format!("unsupported on riscv64 yet: '{}'", opcode_name(dag, n)));
        }
        let vt = dag.node_vts(n)[0];
        let (c, t, f) = (dag.operand(n, 0), dag.operand(n, 1), dag.operand(n, 2));
        let i64vt: Evt = Mvt::I64.into();
        let f64vt: Evt = Mvt::F64.into();
        let (t, f) = match vt.simple() {
            Some(Mvt::I64) => (t, f),
            Some(Mvt::F64) => (dag.node1(Isd::Bitcast, i64vt, &[t]), dag.node1(Isd::Bitcast, i64vt, &[f])),
            Some(Mvt::F32) => {
                let wide = [t, f].map(|v| {
                    let d = dag.node1(Isd::FpExtend, f64vt, &[v]);
                    dag.node1(Isd::Bitcast, i64vt, &[d])
                });
                (wide[0], wide[1])
            }
            _ => return Err(format!("unsupported on riscv64 yet: '{}'", opcode_name(dag, n))),
        };
        let c = dag.zext_or_trunc(c, i64vt);
        let zero = dag.constant(0, i64vt);
        let mask = dag.node1(Isd::Sub, i64vt, &[zero, c]);
        let diff = dag.node1(Isd::Xor, i64vt, &[t, f]);
        let picked = dag.node1(Isd::And, i64vt, &[diff, mask]);
        let bits = dag.node1(Isd::Xor, i64vt, &[f, picked]);
        let result = match vt.simple() {
            Some(Mvt::F64) => dag.node1(Isd::Bitcast, f64vt, &[bits]),
            Some(Mvt::F32) => {
                let d = dag.node1(Isd::Bitcast, f64vt, &[bits]);
                dag.node1(Isd::FpRound, vt, &[d])
            }
            _ => bits,
        };
        Ok(Some(vec![result]))
    }
}
