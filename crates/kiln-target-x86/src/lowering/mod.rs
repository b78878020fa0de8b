//! `X86TargetLowering`: x86-64's answers to the TargetLowering questions of SelectionDAG
//! construction and legalization.
//!
//! The struct owns the [`LoweringTables`]: the register class of each legal value type (the
//! general-purpose classes for i8..i64, the SSE scalar classes for f32/f64, VR128 for the
//! 128-bit vectors) and the operation
//! actions that [`actions::configure`] fills in. Argument, call and return lowering for the
//! System V convention is in [`call`]; operations marked `Custom` are lowered by
//! [`custom::lower_operation`]; its own DAG combines are [`combine`]; target intrinsics (`llvm.x86.*`) by [`intrinsics::lower`].

pub mod actions;
pub mod atomic;
pub mod call;
pub mod combine;
pub mod custom;
pub mod gisel_call;
pub mod intrinsics;
pub mod vector;
pub mod vector_arith;
pub mod shuffle;
pub mod tls;
pub mod x87;

use crate::generated::reg_class;
use crate::subtarget::{Feature, FeatureSet};
use kiln_codegen::isel::dag::{CombineLevel, NodeId, SDValue, SelectionDAG};
use kiln_codegen::isel::function_info::{FunctionLoweringInfo};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::target::lowering::{ArgInfo, RegisterTypes, TargetLoweringBase, VectorTypeAction};
use kiln_codegen::isel::dag::lowering::{CallInfo, LoweringTables, MemOpShape, TargetLowering};

/// The x86-64 TargetLowering.
#[derive(Clone, Debug)]
pub struct X86TargetLowering {
    tables: LoweringTables,
    /// The module's globals and the relocation model, for custom lowering (set per module).
    pub custom: custom::LoweringContext,
    /// The target machine's subtargets, by the index the DAG carries
    /// ([`SelectionDAG::subtarget`]): their features are what a function's lowering may use.
    pub subtargets: Vec<crate::subtarget::X86Subtarget>,
}

impl Default for X86TargetLowering {
    fn default() -> Self {
        X86TargetLowering::new()
    }
}

/// The register class of each legal type. The 128-bit vectors live in XMM registers
/// (VR128); the DAG builder scalarizes vector operations, so they are values there only where
/// they cross a call or return and on their way in and out of memory.
const REGISTER_CLASSES: [(Mvt, kiln_mc::desc::RegClassId); 13] = [
    (Mvt::I8, reg_class::GR8),
    (Mvt::I16, reg_class::GR16),
    (Mvt::I32, reg_class::GR32),
    (Mvt::I64, reg_class::GR64),
    (Mvt::F32, reg_class::FR32),
    (Mvt::F64, reg_class::FR64),
    (Mvt::F80, reg_class::RFP80),
    (Mvt::V16I8, reg_class::VR128),
    (Mvt::V8I16, reg_class::VR128),
    (Mvt::V4I32, reg_class::VR128),
    (Mvt::V2I64, reg_class::VR128),
    (Mvt::V4F32, reg_class::VR128),
    (Mvt::V2F64, reg_class::VR128),
];

impl X86TargetLowering {
    pub fn new() -> X86TargetLowering {
        let mut tables = LoweringTables::default();
        for (vt, class) in REGISTER_CLASSES {
            tables.add_register_class(vt, class);
        }
        actions::configure(&mut tables);
        let baseline = crate::subtarget::X86Subtarget::default();
        X86TargetLowering { tables, custom: custom::LoweringContext::default(), subtargets: vec![baseline] }
    }

    /// The features of the function `dag` is selecting.
    pub fn features(&self, dag: &SelectionDAG) -> FeatureSet {
        self.subtarget(dag).features()
    }

    /// The subtarget of the function `dag` is selecting.
    pub fn subtarget(&self, dag: &SelectionDAG) -> &crate::subtarget::X86Subtarget {
        self.subtargets.get(dag.subtarget as usize).unwrap_or(&self.subtargets[0])
    }
}

impl TargetLoweringBase for X86TargetLowering {
    /// Vectors of fewer elements than an XMM register's are widened to the register's type
    /// (`<8 x i8>` in a `v16i8`, `<2 x float>` in a `v4f32`), as LLVM 14's x86 does; the
    /// others are split or held as elements (vectors of `i1` among them).
    fn preferred_vector_action(&self, vt: Evt) -> VectorTypeAction {
        if let Some((part, count)) = self.tables.register_types().vector_split(vt) {
            return VectorTypeAction::Split(part, count);
        }
        match self.tables.register_types().register_type_and_count(vt) {
            Some((wide, 1)) if vt.is_vector() && wide.is_vector() && vt.num_elements() > 1 && !self.tables.is_type_legal(vt) => {
                VectorTypeAction::Widen(wide)
            }
            _ => VectorTypeAction::Scalarize,
        }
    }

    fn register_types(&self) -> &RegisterTypes {
        self.tables.register_types()
    }

    fn max_stores_per_memset(&self) -> u32 {
        16
    }

    fn max_stores_per_memcpy(&self) -> u32 {
        8
    }

    fn max_stores_per_memmove(&self) -> u32 {
        8
    }

    /// As llc's x86-64 -O0 selector: up to 32 bytes in place, longer through `memcpy`.
    fn max_inline_memcpy_bytes_at_o0(&self) -> u64 {
        32
    }

    fn jump_table_encoding(&self) -> kiln_codegen::target::lowering::JumpTableEncoding {
        use kiln_codegen::target::lowering::JumpTableEncoding;
        match self.custom.reloc {
            kiln_codegen::target::machine::RelocModel::Static => JumpTableEncoding::BlockAddress,
            _ => JumpTableEncoding::LabelDifference32,
        }
    }

    fn global_reference_flags(&self, g: kiln_ir::GlobalId) -> u8 {
        self.custom.reference_flags(g)
    }

    fn thread_local_reference_flags(&self, g: kiln_ir::GlobalId) -> Option<u8> {
        self.custom.thread_local_flags(g)
    }

    fn target_flag_name(&self, flags: u8) -> Option<&'static str> {
        Some(crate::isel::target_flag_name(flags)).filter(|name| !name.is_empty())
    }

    fn stack_pointer_register(&self) -> Option<kiln_mc::desc::PhysReg> {
        Some(crate::generated::reg::RSP)
    }

    fn frame_pointer_register(&self) -> Option<kiln_mc::desc::PhysReg> {
        Some(crate::generated::reg::RBP)
    }

    fn exception_registers(&self) -> Option<(kiln_mc::desc::PhysReg, kiln_mc::desc::PhysReg)> {
        Some((crate::generated::reg::RAX, crate::generated::reg::RDX))
    }

    fn inline_asm_register(&self, constraint: &str, vt: Option<Evt>) -> Result<Option<kiln_mc::desc::PhysReg>, String> {
        x87::inline_asm_register(constraint, vt)
    }

    fn inline_asm_constraint_kind(&self, code: &str) -> Option<kiln_codegen::target::lowering::AsmConstraintKind> {
        crate::inline_asm::constraint_kind(code).or_else(|| kiln_codegen::target::lowering::generic_constraint_kind(code))
    }

    fn inline_asm_register_type(&self, code: &str, vt: Evt) -> Evt {
        x87::inline_asm_register_type(code, vt)
    }

    fn inline_asm_register_class(&self, code: &str, vt: Evt) -> Option<kiln_mc::desc::RegClassId> {
        crate::inline_asm::register_class(code, vt)
    }

    fn inline_asm_immediate_fits(&self, code: &str, value: i64) -> bool {
        crate::inline_asm::immediate_fits(code, value)
    }

    fn stack_alignment(&self) -> Option<u64> {
        Some(16)
    }
}

impl TargetLowering for X86TargetLowering {
    /// `movzx`/`movsx` from 8 or 16 bits, `movl` (zero) and `movslq` (sign) from 32.
    fn is_load_ext_legal(&self, ext: kiln_codegen::isel::dag::ExtType, vt: Mvt, mem_vt: Mvt) -> bool {
        use kiln_codegen::isel::dag::ExtType;
        let extends = matches!(ext, ExtType::ZeroExt | ExtType::SignExt);
        let widths = matches!((mem_vt, vt), (Mvt::I8, Mvt::I16 | Mvt::I32 | Mvt::I64) | (Mvt::I16, Mvt::I32 | Mvt::I64) | (Mvt::I32, Mvt::I64));
        extends && widths
    }

    fn tables(&self) -> &LoweringTables {
        &self.tables
    }

    /// i16 arithmetic in 32 bits (LLVM's x86 `IsDesirableToPromoteOp`): no operand-size
    /// prefix, no stall on a 16-bit immediate, no partial-register copy. Not when an operand is
    /// a load the instruction could read from memory (or a read-modify-write store could
    /// update in place).
    fn promoted_operation_type(&self, dag: &SelectionDAG, n: NodeId) -> Option<Mvt> {
        use kiln_codegen::isel::dag::{ExtType, Isd, NodeData};
        if dag.node_vts(n) != [Evt::from(Mvt::I16)] {
            return None;
        }
        let shift = dag.opcode(n).isd().is_some_and(|op| matches!(op, Isd::Shl | Isd::Srl | Isd::Sra));
        let foldable = |v: SDValue| v.result == 0 && matches!(dag.node(v.node).data, NodeData::Load { ext: ExtType::NonExt, .. }) && dag.value_use_count(v) == 1;
        let operands = if shift { 1 } else { 2 };
        if dag.operands(n).take(operands).any(foldable) {
            return None;
        }
        Some(Mvt::I32)
    }

    /// Every narrower integer is the low sub-register of the wider one.
    /// Integers and scalar floats up to 64 bits: each select is one cmov on its compare's flags.
    fn normalize_to_select_sequence(&self, vt: Evt) -> bool {
        !vt.is_vector() && (vt.is_integer() || vt.is_float()) && vt.size_bits() <= 64
    }

    fn combine_node(&self, dag: &mut SelectionDAG, n: NodeId, level: CombineLevel, optimize: bool) -> Option<SDValue> {
        combine::combine_node(dag, n, level, optimize)
    }

    fn is_truncate_free(&self, from: Evt, to: Evt) -> bool {
        from.is_integer() && to.is_integer() && !from.is_vector() && from.size_bits() > to.size_bits() && from.size_bits() <= 64
    }

    /// 16 bytes and more: a 16-byte vector (movups/movaps) with SSE2, unless unaligned 16-byte
    /// accesses are slow and an end is not 16-byte aligned; else i64, i32 below 8 bytes.
    fn mem_op_widest_type(&self, dag: &SelectionDAG, op: &MemOpShape) -> Evt {
        let features = self.features(dag);
        let vector_ok = !features.contains(Feature::SlowUnalignedMem16) || op.is_aligned(16);
        if op.size >= 16 && op.vectors_allowed && features.contains(Feature::Sse2) && vector_ok {
            Mvt::V16I8.into()
        } else if op.size >= 8 {
            Mvt::I64.into()
        } else {
            Mvt::I32.into()
        }
    }

    /// Every misaligned access is fast but a 16-byte one where the tuning says it is slow.
    fn is_misaligned_access_fast(&self, dag: &SelectionDAG, vt: Evt) -> bool {
        vt.size_bits() != 128 || !self.features(dag).contains(Feature::SlowUnalignedMem16)
    }

    fn inline_asm_address(&self, dag: &mut SelectionDAG, ptr: SDValue, out: &mut Vec<SDValue>) -> bool {
        crate::isel::select_addr(dag, ptr.node, ptr, out)
    }

    /// Shift counts are a byte (CL or an 8-bit immediate).
    fn shift_amount_type(&self, vt: Evt) -> Evt {
        if vt.is_integer() {
            Mvt::I8.into()
        } else {
            vt
        }
    }

    /// SETcc writes a byte.
    fn shift_amount_bits_read(&self, vt: Evt) -> Option<u128> {
        // The count in CL (or an immediate) is taken modulo 32, or 64 for 64-bit operands.
        match vt.simple()? {
            Mvt::I8 | Mvt::I16 | Mvt::I32 => Some(31),
            Mvt::I64 => Some(63),
            _ => None,
        }
    }

    fn setcc_result_type(&self, vt: Evt) -> Evt {
        if vt.is_vector() {
            vt.change_to_integer()
        } else {
            Mvt::I8.into()
        }
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
        call::lower_formal_arguments(self.tables.register_types(), dag, fi, chain, cc, vararg, args)
    }

    fn lower_call(&self, dag: &mut SelectionDAG, call: &CallInfo) -> Result<(Vec<SDValue>, SDValue), String> {
        let through_plt = |g| self.custom.call_through_plt(g);
        if !self.custom.far_calls() {
            return call::lower_call(self.tables.register_types(), dag, call, &through_plt);
        }
        // The large code model calls every function through a register holding its 64-bit address.
        let mut far = call.clone();
        far.callee = custom::far_callee(dag, call.callee);
        call::lower_call(self.tables.register_types(), dag, &far, &through_plt)
    }

    fn is_tail_call(&self, dag: &SelectionDAG, chain: SDValue) -> bool {
        call::is_tail_call(dag, chain)
    }

    fn lower_return(
        &self,
        dag: &mut SelectionDAG,
        fi: &FunctionLoweringInfo,
        chain: SDValue,
        cc: u32,
        values: &[SDValue],
    ) -> Result<SDValue, String> {
        call::lower_return(self.tables.register_types(), dag, fi, chain, cc, values)
    }

    fn lower_va_start(
        &self,
        dag: &mut SelectionDAG,
        fi: &FunctionLoweringInfo,
        chain: SDValue,
        list: SDValue,
    ) -> Result<SDValue, String> {
        call::lower_va_start(dag, fi, chain, list)
    }

    fn lower_va_copy(&self, dag: &mut SelectionDAG, chain: SDValue, list: SDValue, src: SDValue) -> Result<SDValue, String> {
        call::lower_va_copy(dag, chain, list, src)
    }

    fn lower_operation(&self, dag: &mut SelectionDAG, n: NodeId) -> Result<Option<Vec<SDValue>>, String> {
        if let Some(address) = self.custom.lower_emulated_tls(dag, n, self)? {
            return Ok(Some(vec![address]));
        }
        custom::lower_operation(dag, n, &self.custom, self.features(dag))
    }

    fn vector_sign_bits(&self, dag: &mut SelectionDAG, v: SDValue) -> Option<SDValue> {
        vector::sign_bits(dag, v)
    }

    fn truncate_vector_parts(&self, dag: &mut SelectionDAG, parts: &[SDValue], vt: Evt) -> Option<SDValue> {
        vector_arith::truncate_parts(dag, parts, vt)
    }

    fn extend_vector_low(&self, dag: &mut SelectionDAG, op: kiln_codegen::isel::dag::Isd, x: SDValue, vt: Evt) -> Option<SDValue> {
        vector_arith::extend_low(dag, op, x, vt)
    }

    fn lower_target_intrinsic(
        &self,
        dag: &mut SelectionDAG,
        call: &kiln_codegen::isel::dag::lowering::TargetIntrinsicCall,
    ) -> Result<Option<kiln_codegen::isel::dag::lowering::TargetIntrinsicResult>, String> {
        intrinsics::lower(dag, call, self.subtarget(dag))
    }
}
