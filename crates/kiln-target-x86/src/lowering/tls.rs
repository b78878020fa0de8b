//! The addresses of thread-local globals on x86-64 Linux (the ELF TLS psABI), chosen the way
//! llc chooses them and built as DAG nodes the patterns of `td/X86InstrTLS.td` select.
//!
//! The model ([`tls_model`]): code that may end up in a shared library (PIC without a
//! `PIE Level` module flag) uses general dynamic, or local dynamic for a global the module
//! defines; an executable uses local exec for a global it defines and initial exec for
//! others; a `thread_local(...)` mode on the global is kept when it is the more specific one.
//! - local exec: thread pointer + `sym@TPOFF` (folds into `%fs:sym@TPOFF`);
//! - initial exec: thread pointer + the offset loaded from `sym@GOTTPOFF(%rip)`;
//! - general dynamic: `__tls_get_addr(sym@TLSGD)` (the `TLS_addr64` pseudo) returns it in RAX;
//! - local dynamic: `__tls_get_addr(sym@TLSLD)` (`TLS_base_addr64`) + `sym@DTPOFF`.

use crate::generated::{
    reg, X86ISD_THREAD_POINTER, X86ISD_TLSADDR, X86ISD_TLSBASEADDR, X86ISD_Wrapper, X86ISD_WrapperRIP,
};
use crate::isel::{is_dso_local, MO_DTPOFF, MO_GOTTPOFF, MO_TLSGD, MO_TLSLD, MO_TPOFF};
use crate::register_info::csr_64_set;
use kiln_codegen::isel::dag::{ExtType, Isd, MemInfo, NodeData, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_codegen::target::machine::RelocModel;
use kiln_ir::{GlobalId, Metadata, Module, ThreadLocal};

/// The TLS access models, from the most general to the most specific.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum TlsModel {
    GeneralDynamic,
    LocalDynamic,
    InitialExec,
    LocalExec,
}

/// Whether the module says it is compiled for a position-independent executable
/// (`!{i32 7, !"PIE Level", i32 N}` in `!llvm.module.flags` with N > 0).
fn is_pie(module: &Module) -> bool {
    let Some(flags) = module.symbols.lookup(b"llvm.module.flags") else { return false };
    let Some((_, nodes)) = module.named_metadata.iter().find(|(n, _)| *n == flags) else { return false };
    nodes.iter().any(|&node| {
        let Metadata::Tuple { ops, .. } = module.md(node) else { return false };
        let (Some(Some(key)), Some(Some(value))) = (ops.get(1), ops.get(2)) else { return false };
        let is_pie_level = matches!(module.md(*key), Metadata::String(s) if &*module.symbols.text(*s) == "PIE Level");
        let level = match module.md(*value) {
            Metadata::Value(_, v) => module.const_int(*v).unwrap_or(0),
            _ => 0,
        };
        is_pie_level && level > 0
    })
}

/// The model llc uses for thread-local global `g` under relocation model `reloc`.
pub fn tls_model(module: &Module, g: GlobalId, reloc: RelocModel) -> TlsModel {
    let local = is_dso_local(module, g);
    let default = match (reloc == RelocModel::Pic && !is_pie(module), local) {
        (true, true) => TlsModel::LocalDynamic,
        (true, false) => TlsModel::GeneralDynamic,
        (false, true) => TlsModel::LocalExec,
        (false, false) => TlsModel::InitialExec,
    };
    let requested = match module.globals[g.index()].thread_local {
        ThreadLocal::LocalDynamic => TlsModel::LocalDynamic,
        ThreadLocal::InitialExec => TlsModel::InitialExec,
        ThreadLocal::LocalExec => TlsModel::LocalExec,
        ThreadLocal::GeneralDynamic | ThreadLocal::Default => TlsModel::GeneralDynamic,
    };
    default.max(requested)
}

fn ptr_vt() -> Evt {
    Mvt::I64.into()
}

fn target_global(dag: &mut SelectionDAG, global: GlobalId, offset: i64, flags: u8) -> SDValue {
    let vts = dag.vt_list(&[ptr_vt()]);
    let data = NodeData::Global { global, offset, target_flags: flags };
    SDValue::new(dag.get_node(Isd::TargetGlobalAddress.into(), vts, &[], data), 0)
}

fn add_offset(dag: &mut SelectionDAG, v: SDValue, offset: i64) -> SDValue {
    if offset == 0 {
        return v;
    }
    let c = dag.constant(offset as u128, ptr_vt());
    dag.node1(Isd::Add, ptr_vt(), &[v, c])
}

/// A `__tls_get_addr` call pseudo (`op`: TLSADDR or TLSBASEADDR) on `sym`, in its own call
/// sequence hanging off the entry token (the address does not depend on memory); its result
/// is RAX.
fn tls_call(dag: &mut SelectionDAG, op: u32, sym: SDValue) -> Result<SDValue, String> {
    let start = dag.callseq_start(dag.entry(), 0, ptr_vt());
    let mask = dag.register_mask(csr_64_set()?);
    let vts = dag.vt_list(&[Evt::OTHER, Evt::GLUE]);
    let call = dag.get_node(Opcode::target(op), vts, &[start, sym, mask], NodeData::None);
    let end = dag.callseq_end(SDValue::new(call, 0), 0, 0, ptr_vt(), Some(SDValue::new(call, 1)));
    let glue = SDValue::new(end.node, 1);
    Ok(dag.copy_from_reg_glued(end, Reg::phys(reg::RAX), ptr_vt(), glue))
}

/// The address of thread-local global `global` plus `offset` under `model`.
pub fn lower_tls_address(
    dag: &mut SelectionDAG,
    global: GlobalId,
    offset: i64,
    model: TlsModel,
) -> Result<SDValue, String> {
    let vt = ptr_vt();
    match model {
        TlsModel::LocalExec => {
            let tp = dag.node1(Opcode::target(X86ISD_THREAD_POINTER), vt, &[]);
            let sym = target_global(dag, global, offset, MO_TPOFF);
            let sym = dag.node1(Opcode::target(X86ISD_Wrapper), vt, &[sym]);
            Ok(dag.node1(Isd::Add, vt, &[tp, sym]))
        }
        TlsModel::InitialExec => {
            let tp = dag.node1(Opcode::target(X86ISD_THREAD_POINTER), vt, &[]);
            let sym = target_global(dag, global, 0, MO_GOTTPOFF);
            let entry_address = dag.node1(Opcode::target(X86ISD_WrapperRIP), vt, &[sym]);
            let mem = MemInfo { mem_vt: vt, align: 8, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic };
            let entry = dag.entry();
            let tp_offset = dag.load(vt, entry, entry_address, ExtType::NonExt, mem);
            let address = dag.node1(Isd::Add, vt, &[tp, tp_offset]);
            Ok(add_offset(dag, address, offset))
        }
        TlsModel::GeneralDynamic => {
            let sym = target_global(dag, global, 0, MO_TLSGD);
            let address = tls_call(dag, X86ISD_TLSADDR, sym)?;
            Ok(add_offset(dag, address, offset))
        }
        TlsModel::LocalDynamic => {
            let sym = target_global(dag, global, 0, MO_TLSLD);
            let base = tls_call(dag, X86ISD_TLSBASEADDR, sym)?;
            let dtpoff = target_global(dag, global, offset, MO_DTPOFF);
            let dtpoff = dag.node1(Opcode::target(X86ISD_Wrapper), vt, &[dtpoff]);
            Ok(dag.node1(Isd::Add, vt, &[base, dtpoff]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model_of(text: &str, name: &str, reloc: RelocModel) -> TlsModel {
        let m = kiln_ir::parse("t.ll", text).expect("parses");
        let g = m.global_names[&m.symbols.lookup(name.as_bytes()).unwrap()];
        tls_model(&m, g, reloc)
    }

    const GLOBALS: &str = "@loc = internal thread_local global i32 0\n\
        @def = dso_local thread_local global i32 0\n\
        @ext = external thread_local global i32\n\
        @ie = external thread_local(initialexec) global i32\n\
        @le = thread_local(localexec) global i32 0\n";

    #[test]
    fn models_as_llc_picks_them() {
        use TlsModel::*;
        let cases = [
            ("loc", LocalExec, LocalDynamic),
            ("def", LocalExec, LocalDynamic),
            ("ext", InitialExec, GeneralDynamic),
            ("ie", InitialExec, InitialExec),
            ("le", LocalExec, LocalExec),
        ];
        for (name, static_model, pic_model) in cases {
            assert_eq!(model_of(GLOBALS, name, RelocModel::Static), static_model, "{name} static");
            assert_eq!(model_of(GLOBALS, name, RelocModel::Pic), pic_model, "{name} pic");
        }
        // A position-independent executable uses the executable's models.
        let pie = format!("{GLOBALS}!llvm.module.flags = !{{!0}}\n!0 = !{{i32 7, !\"PIE Level\", i32 2}}\n");
        assert_eq!(model_of(&pie, "ext", RelocModel::Pic), InitialExec);
        assert_eq!(model_of(&pie, "loc", RelocModel::Pic), LocalExec);
        assert!(is_pie(&kiln_ir::parse("t.ll", &pie).unwrap()));
        assert!(!is_pie(&kiln_ir::parse("t.ll", GLOBALS).unwrap()));
    }
}
