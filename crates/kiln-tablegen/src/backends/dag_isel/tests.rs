//! Tests of `-gen-dag-isel` on small descriptions: the table listing checked in the manner of
//! FileCheck (lines in order), ordering by complexity, VBR encoding, and the errors a bad
//! pattern gives. The interpreter runs these tables in kiln-codegen's `tests/dag_isel.rs`.

use super::table::{vbr, zigzag, Byte};
use super::{build, Output};
use crate::backends::parse_with_vocabulary as parse;

const TARGET: &str = r#"
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def FLAGS : Register<"flags">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def GPR64 : RegisterClass<"T", [i64], 64, (add R0, R1)>;
def FLG : RegisterClass<"T", [i32], 32, (add FLAGS)>;
def mem : Operand<iPTR> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GPR, i32imm);
}
def addr : ComplexPattern<iPTR, 2, "select_addr", []>;
def small : ImmLeaf<i32, [{ imm < 16 }]>;
class I<dag outs, dag ins, list<dag> pattern> : Instruction {
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pattern;
}
def ADDrr : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def ADDri : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, small:$i))]>;
def ADDrm : I<(outs GPR:$d), (ins GPR:$a, mem:$m), [(set GPR:$d, (add GPR:$a, (load addr:$m)))]> { let mayLoad = 1; }
def ADD64 : I<(outs GPR64:$d), (ins GPR64:$a, GPR64:$b), [(set GPR64:$d, (add GPR64:$a, GPR64:$b))]>;
"#;

fn gen(body: &str) -> Output {
    build(&parse(body)).unwrap_or_else(|e| panic!("{e}"))
}

/// Each of `expected` occurs in `text`, in order, each on a later line than the one before.
fn check_lines(text: &str, expected: &[&str]) {
    let lines: Vec<&str> = text.lines().collect();
    let mut at = 0;
    for e in expected {
        match lines[at..].iter().position(|l| l.contains(e)) {
            Some(i) => at += i + 1,
            None => panic!("`{e}' not found after line {at} of\n{text}"),
        }
    }
}

#[test]
fn listing_orders_patterns_by_complexity_and_switches_on_type() {
    let out = gen(TARGET);
    check_lines(
        &out.table.listing,
        &[
            "SwitchOpcode (1 cases)",
            "case ISD::ADD",
            "RecordNode",
            "SwitchType (2 cases)",
            "case i32",
            "Scope",
            // The folded load first (both operand orders), then the immediate, then registers.
            "Src: (add GPR:$a, (load addr:$m))",
            "EmitMergeInputChains #2",
            "MorphNodeTo ADDrm [chain] (i32) #1, #4, #5",
            "Src: (add (load addr:$m), GPR:$a)",
            "CheckPredicate 0",
            "Src: (add GPR:$a, (imm):$i)",
            "EmitConvertToTarget",
            "MorphNodeTo ADDri [] (i32)",
            "Src: (add GPR:$a, GPR:$b)",
            "MorphNodeTo ADDrr [] (i32) #1, #2",
            "case i64",
            "MorphNodeTo ADD64 [] (i64) #1, #2",
            "end",
        ],
    );
    assert_eq!(out.complex_patterns, ["select_addr"]);
    assert_eq!(out.node_predicates.len(), 1);
    assert!(out.node_predicates[0].contains("imm < 16"), "{}", out.node_predicates[0]);
    // The Rust: the table, the opcode constants it names, and the hooks.
    check_lines(
        &out.rust,
        &[
            "pub const ISD_ADD: u32 = isd_number(\"ADD\") as u32;",
            "pub static MATCHER_TABLE: [u8;",
            "lo(ISD_ADD),hi(ISD_ADD),",
            "pub struct DagIselHooks<'a>",
            "fn node_predicate_0(dag: &::kiln_codegen::isel::dag::SelectionDAG, n: ::kiln_codegen::isel::dag::NodeId) -> bool {",
            "imm < 16",
            "0 => select_addr(dag, root, v, out),",
        ],
    );
}

#[test]
fn target_nodes_are_numbered_by_name() {
    let out = gen(&format!(
        "{TARGET}\ndef zz : SDNode<\"T::ZZ\", SDTIntBinOp>;\ndef aa : SDNode<\"T::AA\", SDTIntBinOp>;\n\
         def : Pat<(zz GPR:$a, GPR:$b), (ADDrr GPR:$a, GPR:$b)>;"
    ));
    assert_eq!(out.target_nodes, ["T::AA", "T::ZZ"]);
    check_lines(&out.rust, &["pub const T_AA: u32 = 0;", "pub const T_ZZ: u32 = 1;", "pub const TARGET_T_ZZ: u32 = Opcode::FIRST_TARGET + 1;"]);
}

#[test]
fn multi_instruction_results_and_implicit_flags() {
    let out = gen(&format!(
        "{TARGET}\ndef T_CMP : SDNode<\"T::CMP\", SDTypeProfile<1, 2, [SDTCisVT<0, i32>]>>;\n\
         def CMP : I<(outs), (ins GPR:$a, GPR:$b), [(set FLAGS, (T_CMP GPR:$a, GPR:$b))]> {{ let Defs = [FLAGS]; }}\n\
         def MOVi : I<(outs GPR:$d), (ins i32imm:$i), [(set GPR:$d, imm:$i)]>;\n\
         def : Pat<(sub 0, GPR:$x), (ADDrr (MOVi 0), GPR:$x)>;"
    ));
    check_lines(
        &out.table.listing,
        &[
            "case ISD::SUB",
            "CheckChildInteger 0, 0",
            "EmitInteger i32, 0",
            "EmitNode MOVi [] (i32) #2",
            "MorphNodeTo ADDrr [] (i32) #3, #1",
            "case T::CMP",
            "MorphNodeTo CMP [] (i32) #1, #2",
            "case ISD::Constant",
            "EmitConvertToTarget #0",
            "MorphNodeTo MOVi [] (i32) #1",
        ],
    );
}

#[test]
fn copy_to_regclass_takes_the_class_number() {
    let out = gen(&format!("{TARGET}\ndef : Pat<(i32 (bitconvert GPR:$x)), (COPY_TO_REGCLASS GPR:$x, FLG)>;"));
    // Classes are numbered in definition order: GPR 0, GPR64 1, FLG 2.
    check_lines(&out.table.listing, &["case ISD::BITCAST", "RecordChild 0", "EmitInteger i32, 2", "MorphNodeTo COPY_TO_REGCLASS [] (i32) #1, #2"]);
}

#[test]
fn a_fragment_operand_used_twice_matches_one_value() {
    let out = gen(&format!(
        "{TARGET}\ndef sq : PatFrag<(ops node:$a), (mul node:$a, node:$a)>;\n\
         def : Pat<(sq (add GPR:$x, GPR:$y)), (ADDrr GPR:$x, GPR:$y)>;"
    ));
    check_lines(&out.table.listing, &["case ISD::MUL", "MoveChild 0", "CheckOpcode ISD::ADD", "RecordNode", "MoveChild 1", "CheckSame #1"]);
}

#[test]
fn errors_name_the_pattern() {
    let rk = parse(&format!("{TARGET}\ndef : Pat<(add GPR:$a, GPR:$b), (ADDrr GPR:$a)>;"));
    let e = build(&rk).err().expect("an operand is missing").to_string();
    assert!(e.contains("ADDrr takes 2 operands, the result gives 1"), "{e}");
    let rk = parse(&format!("{TARGET}\ndef : Pat<(add GPR:$a, GPR:$b), (ADDrr GPR:$a, GPR:$c)>;"));
    let e = build(&rk).err().expect("$c is unbound").to_string();
    assert!(e.contains("$c, which the source does not bind"), "{e}");
    let rk = parse(&format!("{TARGET}\ndef : Pat<(add GPR:$a, GPR64:$b), (ADDrr GPR:$a, GPR:$b)>;"));
    let e = build(&rk).err().expect("types contradict").to_string();
    assert!(e.contains("no type fits"), "{e}");
}

#[test]
fn vbr_and_zigzag_encoding() {
    let bytes = |v: u64| -> Vec<u8> {
        vbr(v)
            .into_iter()
            .map(|b| match b {
                Byte::Lit(x) => x,
                other => panic!("{other:?}"),
            })
            .collect()
    };
    assert_eq!(bytes(0), [0]);
    assert_eq!(bytes(127), [127]);
    assert_eq!(bytes(128), [128, 1]);
    assert_eq!(bytes(652), [12 | 128, 5]);
    assert_eq!(bytes(u64::MAX).len(), 10);
    assert_eq!(zigzag(0), 0);
    assert_eq!(zigzag(-1), 1);
    assert_eq!(zigzag(1), 2);
    assert_eq!(zigzag(-64), 127);
}

#[test]
fn an_empty_selector_is_one_switch_with_no_cases() {
    let out = gen("def R0 : Register<\"r0\">;\ndef GPR : RegisterClass<\"T\", [i32], 32, (add R0)>;");
    assert_eq!(out.num_patterns, 0);
    let numbered = |name: &str| (name == "SWITCH_OPCODE").then_some(1);
    assert_eq!(out.table.resolve(&numbered, &|_| None, 4096).unwrap(), [1, 0]);
    assert!(out.table.rust_lines.contains("op::SWITCH_OPCODE,0,"), "{}", out.table.rust_lines);
}
