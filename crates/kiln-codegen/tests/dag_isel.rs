//! The DAG selector end to end on a toy target (`tests/isel/Toy.td`): kiln-tablegen's
//! `-gen-dag-isel` back end builds the matcher table, and `select_dag` runs it on small DAGs.
//! The hooks the generated Rust would supply are written here by hand, keyed by the predicate
//! code the back end collected, so the test sees exactly the numbering of the table.

use kiln_codegen::isel::dag::matcher::{immediate_value, op, MatcherHooks};
use kiln_codegen::isel::dag::select::{select_dag, MatcherTable};
use kiln_codegen::isel::dag::{ExtType, Isd, MemInfo, NodeData, NodeId, Opcode, Reg, SDValue, SelectionDAG};
use kiln_codegen::target::value_types::{Evt, Mvt};
use kiln_tablegen::backends::dag_isel::{build, Output};

const I32: Evt = Evt::Simple(Mvt::I32);

fn toy() -> Output {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/isel/Toy.td");
    let options = kiln_tablegen::Options { include_dirs: vec![kiln_codegen::TD_DIR.into()], ..Default::default() };
    let rk = kiln_tablegen::parse_file(path, &options).unwrap_or_else(|e| panic!("{e}"));
    build(&rk).unwrap_or_else(|e| panic!("{e}"))
}

struct ToyHooks<'o> {
    out: &'o Output,
    has_mul: bool,
}

impl MatcherHooks for ToyHooks<'_> {
    fn node_predicate(&self, dag: &SelectionDAG, n: NodeId, index: u32) -> bool {
        let code = &self.out.node_predicates[index as usize];
        if code.contains("imm as i8") {
            let imm = immediate_value(dag, n);
            imm as i8 as i64 == imm
        } else if code.contains("value_use_count") {
            dag.value_use_count(SDValue::new(n, 0)) == 1
        } else {
            panic!("unexpected predicate {code}")
        }
    }

    fn pattern_predicate(&self, index: u32) -> bool {
        assert_eq!(self.out.pattern_predicates[index as usize], "st.has_mul");
        self.has_mul
    }

    fn complex_pattern(&self, dag: &mut SelectionDAG, index: u32, _root: NodeId, v: SDValue, out: &mut Vec<SDValue>) -> bool {
        assert_eq!(self.out.complex_patterns[index as usize], "select_addr");
        if dag.opcode(v.node).is(Isd::Add) {
            if let Some(c) = dag.constant_value(dag.operand(v.node, 1)) {
                let base = dag.operand(v.node, 0);
                out.push(base);
                out.push(dag.target_constant(c, I32));
                return true;
            }
        }
        out.push(v);
        out.push(dag.target_constant(0, I32));
        true
    }

    fn xform(&self, dag: &mut SelectionDAG, _index: u32, _n: NodeId) -> SDValue {
        dag.target_constant(1, I32)
    }

    fn select_manually(&self, _dag: &mut SelectionDAG, _n: NodeId) -> Result<bool, String> {
        Ok(false)
    }

    fn target_node_name(&self, number: u32) -> Option<&'static str> {
        ["ToyISD::BRFLAGS", "ToyISD::CMP"].get(number as usize).copied()
    }
}

struct Fixture {
    out: Output,
    table: Vec<u8>,
}

impl Fixture {
    fn new() -> Fixture {
        let out = toy();
        let table = out.table.resolve(&op::by_name, &|g| Isd::from_td_name(g).map(|i| i as u32), Opcode::FIRST_TARGET).unwrap();
        Fixture { out, table }
    }

    fn opcode(&self, name: &str) -> Opcode {
        Opcode::machine(self.out.instructions.iter().position(|i| i == name).unwrap_or_else(|| panic!("no {name}")) as u32)
    }

    fn select(&self, dag: &mut SelectionDAG, has_mul: bool) -> Result<(), String> {
        select_dag(dag, &MatcherTable::new(&self.table)?, &ToyHooks { out: &self.out, has_mul })
    }
}

fn input(dag: &mut SelectionDAG, vreg: u32) -> SDValue {
    let entry = dag.entry();
    dag.copy_from_reg(entry, Reg::virt(vreg), I32)
}

/// Makes `value` the block's result (copied to a virtual register) and returns the copy.
fn output(dag: &mut SelectionDAG, value: SDValue) -> NodeId {
    let entry = dag.entry();
    let copy = dag.copy_to_reg(entry, Reg::virt(99), value, None);
    dag.root = copy;
    copy.node
}

fn mem() -> MemInfo {
    MemInfo { mem_vt: I32, align: 4, volatile: false, source: None, ordering: kiln_ir::AtomicOrdering::NotAtomic }
}

/// The value copied out by the copy node `copy`.
fn copied(dag: &SelectionDAG, copy: NodeId) -> SDValue {
    dag.operand(copy, 2)
}

#[test]
fn a_matcher_table_is_indexed_once_and_must_start_with_switch_opcode() {
    let f = Fixture::new();
    assert!(MatcherTable::new(&f.table).is_ok());
    let err = MatcherTable::new(&[0xff, 0]).err().unwrap_or_default();
    assert!(err.contains("SWITCH_OPCODE"), "{err}");
    assert!(MatcherTable::new(&[]).is_err());
}

#[test]
fn immediates_pick_the_narrowest_form_in_either_operand_order() {
    let f = Fixture::new();
    for (value, swapped, expected) in [(5u128, false, "ADDri8"), (1000, false, "ADDri"), (5, true, "ADDri8"), ((-3i32) as u32 as u128, false, "ADDri8")] {
        let mut dag = SelectionDAG::new();
        let x = input(&mut dag, 0);
        let c = dag.constant(value, I32);
        let ops = if swapped { [c, x] } else { [x, c] };
        let sum = dag.node1(Isd::Add, I32, &ops);
        let copy = output(&mut dag, sum);
        f.select(&mut dag, false).unwrap();
        let v = copied(&dag, copy);
        assert_eq!(dag.opcode(v.node), f.opcode(expected), "{value} swapped={swapped}");
        assert_eq!(dag.operand(v.node, 0), x);
        let imm = dag.operand(v.node, 1);
        assert!(dag.opcode(imm.node).is(Isd::TargetConstant));
        assert_eq!(dag.constant_value(imm), Some(value));
    }
}

#[test]
fn a_load_with_one_use_folds_into_its_user_with_the_address_mode() {
    let f = Fixture::new();
    let mut dag = SelectionDAG::new();
    let x = input(&mut dag, 0);
    let p = input(&mut dag, 1);
    let eight = dag.constant(8, I32);
    let addr = dag.node1(Isd::Add, I32, &[p, eight]);
    let entry = dag.entry();
    let load = dag.load(I32, entry, addr, ExtType::NonExt, mem());
    // (add (load ...), x): the commuted form of ADDrm's pattern.
    let sum = dag.node1(Isd::Add, I32, &[load, x]);
    let copy_out = dag.copy_to_reg(SDValue::new(load.node, 1), Reg::virt(99), sum, None);
    dag.root = copy_out;
    f.select(&mut dag, false).unwrap();
    let v = dag.operand(dag.root.node, 2);
    assert_eq!(dag.opcode(v.node), f.opcode("ADDrm"));
    // Results: the value, then the chain; operands: $a, the address parts, the chain.
    assert_eq!(dag.node_vts(v.node), &[I32, Evt::OTHER]);
    let ops: Vec<SDValue> = dag.operands(v.node).collect();
    assert_eq!(ops.len(), 4);
    assert_eq!(ops[0], x);
    assert_eq!(ops[1], p);
    assert_eq!(dag.constant_value(ops[2]), Some(8));
    assert_eq!(ops[3], entry);
    // The load's chain users now use the new node's chain; the node keeps the memory operand.
    assert_eq!(dag.operand(dag.root.node, 0), SDValue::new(v.node, 1));
    assert!(matches!(dag.node(v.node).data, NodeData::Load { .. }));
    assert!(!dag.node_ids().any(|n| dag.opcode(n).is(Isd::Load)));
}

#[test]
fn read_modify_write_folds_load_and_store() {
    let f = Fixture::new();
    let mut dag = SelectionDAG::new();
    let x = input(&mut dag, 0);
    let p = input(&mut dag, 1);
    let entry = dag.entry();
    let load = dag.load(I32, entry, p, ExtType::NonExt, mem());
    let sum = dag.node1(Isd::Add, I32, &[load, x]);
    let st = dag.store(SDValue::new(load.node, 1), sum, p, false, mem());
    dag.root = st;
    f.select(&mut dag, false).unwrap();
    let rmw = dag.root.node;
    assert_eq!(dag.opcode(rmw), f.opcode("ADDmr"));
    let ops: Vec<SDValue> = dag.operands(rmw).collect();
    assert_eq!(ops.len(), 4, "address (2), value, chain");
    assert_eq!((ops[0], ops[2], ops[3]), (p, x, entry));
    assert_eq!(dag.node_vts(rmw), &[Evt::OTHER]);

    // Storing to another address is a plain ADDrm and STORE.
    let mut dag = SelectionDAG::new();
    let x = input(&mut dag, 0);
    let p = input(&mut dag, 1);
    let q = input(&mut dag, 2);
    let entry = dag.entry();
    let load = dag.load(I32, entry, p, ExtType::NonExt, mem());
    let sum = dag.node1(Isd::Add, I32, &[load, x]);
    let st = dag.store(SDValue::new(load.node, 1), sum, q, false, mem());
    dag.root = st;
    f.select(&mut dag, false).unwrap();
    assert_eq!(dag.opcode(dag.root.node), f.opcode("STORE"));
    let value = dag.operand(dag.root.node, 0);
    assert_eq!(dag.opcode(value.node), f.opcode("ADDrm"));
    assert_eq!(dag.operand(dag.root.node, 3), SDValue::new(value.node, 1), "the store is chained after the folded load");
}

#[test]
fn a_load_with_two_uses_is_selected_on_its_own() {
    let f = Fixture::new();
    let mut dag = SelectionDAG::new();
    let p = input(&mut dag, 1);
    let entry = dag.entry();
    let load = dag.load(I32, entry, p, ExtType::NonExt, mem());
    let sum = dag.node1(Isd::Add, I32, &[load, load]);
    let copy = output(&mut dag, sum);
    f.select(&mut dag, false).unwrap();
    let v = copied(&dag, copy);
    assert_eq!(dag.opcode(v.node), f.opcode("ADDrr"));
    let l = dag.operand(v.node, 0);
    assert_eq!(dag.opcode(l.node), f.opcode("LOAD"));
    assert_eq!(dag.operand(v.node, 1), l);
}

#[test]
fn complexity_ties_keep_definition_order_and_added_complexity_wins() {
    let f = Fixture::new();
    for (k, expected) in [(7u128, "XOR1"), (9, "XOR2")] {
        let mut dag = SelectionDAG::new();
        let x = input(&mut dag, 0);
        let c = dag.constant(k, I32);
        let v = dag.node1(Isd::Xor, I32, &[x, c]);
        let copy = output(&mut dag, v);
        f.select(&mut dag, false).unwrap();
        assert_eq!(dag.opcode(copied(&dag, copy).node), f.opcode(expected), "xor {k}");
    }
}

#[test]
fn a_result_of_several_instructions_and_a_transform() {
    let f = Fixture::new();
    let mut dag = SelectionDAG::new();
    let x = input(&mut dag, 0);
    let zero = dag.constant(0, I32);
    let neg = dag.node1(Isd::Sub, I32, &[zero, x]);
    let one = dag.constant(1, I32);
    let shifted = dag.node1(Isd::Shl, I32, &[neg, one]);
    let copy = output(&mut dag, shifted);
    f.select(&mut dag, false).unwrap();
    let shl = copied(&dag, copy);
    assert_eq!(dag.opcode(shl.node), f.opcode("SHLri"));
    assert!(dag.opcode(dag.operand(shl.node, 1).node).is(Isd::TargetConstant));
    let sub = dag.operand(shl.node, 0);
    assert_eq!(dag.opcode(sub.node), f.opcode("SUBrr"));
    let mov = dag.operand(sub.node, 0);
    assert_eq!(dag.opcode(mov.node), f.opcode("MOVri"));
    assert_eq!(dag.constant_value(dag.operand(mov.node, 0)), Some(0));
    assert_eq!(dag.operand(sub.node, 1), x);
}

#[test]
fn pattern_predicates_gate_patterns_and_failures_name_the_node() {
    let f = Fixture::new();
    let build = |dag: &mut SelectionDAG| {
        let x = input(dag, 0);
        let y = input(dag, 1);
        let m = dag.node1(Isd::Mul, I32, &[x, y]);
        output(dag, m)
    };
    let mut dag = SelectionDAG::new();
    let copy = build(&mut dag);
    f.select(&mut dag, true).unwrap();
    assert_eq!(dag.opcode(copied(&dag, copy).node), f.opcode("MULrr"));
    let mut dag = SelectionDAG::new();
    build(&mut dag);
    let err = f.select(&mut dag, false).unwrap_err();
    assert!(err.starts_with("cannot select: t") && err.contains("= mul t"), "{err}");
}

#[test]
fn stores_branches_on_flags_and_generic_pseudos() {
    let f = Fixture::new();
    // store x, p; then branch on (cmp x, y) through the flags register.
    let mut dag = SelectionDAG::new();
    let x = input(&mut dag, 0);
    let p = input(&mut dag, 1);
    let y = input(&mut dag, 2);
    let entry = dag.entry();
    let st = dag.store(entry, x, p, false, mem());
    let cmp = dag.node1(Opcode::target(1), I32, &[x, y]);
    let bb = dag.basic_block(kiln_ir::BlockId(3));
    let br = dag.node1(Opcode::target(0), Evt::OTHER, &[st, bb, cmp]);
    dag.root = br;
    f.select(&mut dag, false).unwrap();
    let brf = dag.root.node;
    assert_eq!(dag.opcode(brf), f.opcode("BRF"));
    let ops: Vec<SDValue> = dag.operands(brf).collect();
    assert_eq!(ops.len(), 3, "target, chain, glue");
    assert!(dag.opcode(ops[0].node).is(Isd::BasicBlock));
    let copy = ops[1].node;
    assert!(dag.opcode(copy).is(Isd::CopyToReg));
    assert_eq!(ops[2], SDValue::new(copy, 1));
    let store = dag.operand(copy, 0);
    assert_eq!(dag.opcode(store.node), f.opcode("STORE"));
    assert!(matches!(dag.node(store.node).data, NodeData::Store { .. }));
    let cmp = dag.operand(copy, 2);
    assert_eq!(dag.opcode(cmp.node), f.opcode("CMPrr"));
    assert_eq!(dag.node_vts(cmp.node), &[I32], "the flags are CMPrr's implicit-definition result");

    // (i32 (anyext (i16 (trunc x)))) through EXTRACT_SUBREG / INSERT_SUBREG.
    let mut dag = SelectionDAG::new();
    let x = input(&mut dag, 0);
    let t = dag.node1(Isd::Truncate, Evt::Simple(Mvt::I16), &[x]);
    let e = dag.node1(Isd::AnyExtend, I32, &[t]);
    let copy = output(&mut dag, e);
    f.select(&mut dag, false).unwrap();
    let ins = copied(&dag, copy);
    assert_eq!(dag.opcode(ins.node), f.opcode("INSERT_SUBREG"));
    assert_eq!(dag.opcode(dag.operand(ins.node, 0).node), f.opcode("IMPLICIT_DEF"));
    let ext = dag.operand(ins.node, 1);
    assert_eq!(dag.opcode(ext.node), f.opcode("EXTRACT_SUBREG"));
    assert_eq!(dag.operand(ext.node, 0), x);
}
