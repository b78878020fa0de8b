//! The legalizer on the toy target: each test legalizes a function under a small rule set,
//! checks that the machine verifier accepts the result and that every generic instruction left
//! is legal, and runs both versions in a small interpreter of scalar generic code on several
//! inputs: the legalized function must compute what the original did. Rules that never make
//! progress must end in an error naming them.

use super::legalizer::{legalize, LegalizerTarget};
use super::legalizer_helper::LegalizerHelper;
use super::legalizer_info::{predicates::*, LegalizeAction, LegalizerInfo};
use super::llt::types::*;
use crate::mir::fuzzing::TOY_TARGET;
use crate::mir::{parse_mir, print_function, verify, InstId, MachineFunction, MachineOperand, Reg};
use crate::target::target_opcode::*;
use kiln_support::SourceFile;
use rustc_hash::FxHashMap;

fn parse(body: &str) -> MachineFunction {
    let text = format!("---\nname: f\nbody: |\n  bb.0:\n{}\n...\n", body.lines().map(|l| format!("    {}\n", l.trim())).collect::<String>());
    let mut module = parse_mir(&SourceFile::new("t.mir", text.as_str()), &TOY_TARGET).unwrap_or_else(|e| panic!("{e}"));
    module.functions.remove(0)
}

/// Rules for a machine with 64-bit registers: every integer operation narrows to s64 pieces
/// and widens to s32 at least.
fn pieces_of_64() -> LegalizerInfo {
    let scalar_resize = |wider: bool| -> LegalityPredicate {
        Box::new(move |q: &LegalityQuery| matches!((q.ty(0), q.ty(1)), (Some(a), Some(b)) if a.is_scalar() && b.is_scalar() && (a.scalar_bits() > b.scalar_bits()) == wider))
    };
    let amount_wider_than_value: LegalityPredicate = Box::new(|q: &LegalityQuery| matches!((q.ty(0), q.ty(1)), (Some(v), Some(a)) if a.scalar_bits() > v.scalar_bits()));
    let mut info = LegalizerInfo::new(64);
    info.actions(&[G_ADD, G_SUB, G_MUL, G_AND, G_OR, G_XOR, G_UMULH]).legal_for(&[S32, S64]).clamp_scalar(0, S32, S64).widen_scalar_to_next_pow2(0);
    info.actions(&[G_SHL, G_LSHR, G_ASHR]).legal_for(&[(S32, S32), (S64, S64)]).clamp_scalar(0, S32, S64).widen_scalar_to_next_pow2(0).min_scalar_same_as(1, 0).max_scalar(1, S64).narrow_scalar_if(amount_wider_than_value, Box::new(|q: &LegalityQuery| (1, q.ty(0).unwrap())));
    info.actions(&[G_UADDO, G_UADDE, G_USUBO, G_USUBE]).legal_for(&[(S64, S1), (S32, S1)]);
    info.actions(&[G_CONSTANT, G_IMPLICIT_DEF]).legal_for(&[S1, S32, S64, P0]).clamp_scalar(0, S32, S64);
    info.actions(&[G_ICMP]).legal_for(&[(S1, S32), (S1, S64)]).clamp_scalar(1, S32, S64).widen_scalar_to_next_pow2(1);
    info.actions(&[G_SELECT]).legal_for(&[(S32, S1), (S64, S1), (S1, S1)]).clamp_scalar(0, S32, S64);
    info.actions(&[G_ANYEXT, G_ZEXT, G_SEXT]).max_scalar(0, S64).legal_if(scalar_resize(true));
    info.actions(&[G_TRUNC]).legal_if(all(vec![scalar_resize(false), scalar_narrower_than(1, 65)])).narrow_scalar_if(scalar_wider_than(1, 64), Box::new(|_: &LegalityQuery| (1, S64)));
    info.actions(&[G_MERGE_VALUES, G_UNMERGE_VALUES]).legal();
    info.actions(&[G_LOAD, G_STORE]).legal_for_types_with_mem_size(&[(S64, P0, 64), (S32, P0, 32)]).clamp_scalar(0, S32, S64);
    info.actions(&[G_PTR_ADD]).legal_for(&[(P0, S64)]);
    info
}

fn run_legalizer(mf: &mut MachineFunction, info: &LegalizerInfo) -> Result<(), String> {
    legalize(mf, &LegalizerTarget { info, custom: None, libcalls: None, mir: &TOY_TARGET, keep_phis: false, verify: true }, None)
}

// ---- a small interpreter of scalar generic code ----

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

fn sext(v: u128, bits: u32) -> i128 {
    let shift = 128 - bits.min(128);
    ((v << shift) as i128) >> shift
}

/// Runs the single block of `mf` with `$r0..$r3` holding `args`; returns the bytes stored.
fn interpret(mf: &MachineFunction, args: &[u128]) -> Vec<u8> {
    let mut memory = vec![0u8; 64];
    let mut values: FxHashMap<Reg, u128> = FxHashMap::default();
    let bits = |r: Reg| mf.regs.ty(r).map_or(64, |t| t.size_bits(64) as u32);
    let b = mf.layout()[0];
    for i in mf.block_insts(b) {
        let m = mf.inst(i);
        let ops = &m.operands;
        let get = |k: usize| -> u128 {
            let r = ops[k].get_reg().unwrap();
            match r.as_phys() {
                Some(p) => args[p.0 as usize - 1],
                None => *values.get(&r).unwrap_or_else(|| panic!("%{} read before written", r.virt_index().unwrap())),
            }
        };
        let def = |k: usize| ops[k].get_reg().unwrap();
        let w = if ops.first().is_some_and(|o| o.is_def()) { bits(def(0)) } else { 0 };
        let pred = |k: usize| match ops[k] {
            MachineOperand::Predicate { name, .. } => mf.str(name).to_string(),
            _ => panic!("no predicate"),
        };
        let mut out: Vec<(Reg, u128)> = Vec::new();
        match m.opcode {
            COPY => out.push((def(0), get(1))),
            G_CONSTANT => {
                let MachineOperand::CImm { value, .. } = ops[1] else { panic!() };
                out.push((def(0), value as i128 as u128));
            }
            G_IMPLICIT_DEF => out.push((def(0), 0)),
            G_ADD => out.push((def(0), get(1).wrapping_add(get(2)))),
            G_SUB => out.push((def(0), get(1).wrapping_sub(get(2)))),
            G_MUL => out.push((def(0), get(1).wrapping_mul(get(2)))),
            G_UMULH => out.push((def(0), ((get(1) & mask(w)) * (get(2) & mask(w))) >> w)),
            G_AND => out.push((def(0), get(1) & get(2))),
            G_OR => out.push((def(0), get(1) | get(2))),
            G_XOR => out.push((def(0), get(1) ^ get(2))),
            G_SHL => out.push((def(0), get(1).checked_shl((get(2) & mask(bits(ops[2].get_reg().unwrap()))) as u32).unwrap_or(0))),
            G_LSHR => out.push((def(0), (get(1) & mask(w)).checked_shr((get(2) & mask(bits(ops[2].get_reg().unwrap()))) as u32).unwrap_or(0))),
            G_ASHR => {
                let amount = ((get(2) & mask(bits(ops[2].get_reg().unwrap()))) as u32).min(127);
                out.push((def(0), (sext(get(1) & mask(w), w) >> amount) as u128));
            }
            G_UADDO | G_UADDE | G_USUBO | G_USUBE => {
                let (a, b) = (get(2) & mask(w), get(3) & mask(w));
                let carry_in = if matches!(m.opcode, G_UADDE | G_USUBE) { get(4) & 1 } else { 0 };
                let (r, c) = if matches!(m.opcode, G_UADDO | G_UADDE) { (a + b + carry_in, (a + b + carry_in) >> w) } else { (a.wrapping_sub(b).wrapping_sub(carry_in), u128::from(a < b + carry_in)) };
                out.push((def(0), r));
                out.push((def(1), c & 1));
            }
            G_ICMP => {
                let sw = bits(ops[2].get_reg().unwrap());
                let (a, b) = (get(2) & mask(sw), get(3) & mask(sw));
                let (sa, sb) = (sext(a, sw), sext(b, sw));
                let r = match pred(1).as_str() {
                    "eq" => a == b,
                    "ne" => a != b,
                    "ugt" => a > b,
                    "uge" => a >= b,
                    "ult" => a < b,
                    "ule" => a <= b,
                    "sgt" => sa > sb,
                    "sge" => sa >= sb,
                    "slt" => sa < sb,
                    "sle" => sa <= sb,
                    other => panic!("{other}"),
                };
                out.push((def(0), u128::from(r)));
            }
            G_SELECT => out.push((def(0), if get(1) & 1 != 0 { get(2) } else { get(3) })),
            G_ANYEXT | G_ZEXT | G_TRUNC => out.push((def(0), get(1) & mask(bits(ops[1].get_reg().unwrap())))),
            G_SEXT => out.push((def(0), sext(get(1), bits(ops[1].get_reg().unwrap())) as u128)),
            G_MERGE_VALUES => {
                let part = bits(ops[1].get_reg().unwrap());
                let v = (1..ops.len()).fold(0u128, |acc, k| acc | ((get(k) & mask(part)) << (part * (k as u32 - 1))));
                out.push((def(0), v));
            }
            G_UNMERGE_VALUES => {
                let n = ops.len() - 1;
                let part = bits(def(0));
                for k in 0..n {
                    out.push((def(k), (get(n) >> (part * k as u32)) & mask(part)));
                }
            }
            G_PTR_ADD => out.push((def(0), get(1).wrapping_add(get(2)))),
            G_LOAD | G_STORE => {
                let bytes = (m.mem_operands[0].size.unwrap().size_bits(64) / 8) as usize;
                let addr = get(1) as usize;
                if m.opcode == G_LOAD {
                    let v = (0..bytes).fold(0u128, |acc, k| acc | (u128::from(memory[addr + k]) << (8 * k)));
                    out.push((def(0), v));
                } else {
                    let v = get(0);
                    for k in 0..bytes {
                        memory[addr + k] = (v >> (8 * k)) as u8;
                    }
                }
            }
            _ if TOY_TARGET.instrs.desc(m.opcode).is_return() => break,
            other => panic!("the interpreter does not know {}", TOY_TARGET.instrs.name(other)),
        }
        for (r, v) in out {
            values.insert(r, v & mask(bits(r)));
        }
    }
    memory
}

/// Legalizes `body` with `info` and checks the result against the original on `inputs`.
fn check_equivalent(body: &str, info: &LegalizerInfo, inputs: &[[u128; 4]]) -> MachineFunction {
    let original = parse(body);
    verify(&original, &TOY_TARGET).unwrap_or_else(|e| panic!("{e:?}"));
    let mut mf = original.clone();
    run_legalizer(&mut mf, info).unwrap_or_else(|e| panic!("{e}"));
    let mut text = String::new();
    print_function(&mut text, &mf, &TOY_TARGET);
    verify(&mf, &TOY_TARGET).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    for b in mf.layout().to_vec() {
        for i in mf.block_insts(b).collect::<Vec<InstId>>() {
            let opcode = mf.inst(i).opcode;
            if is_generic(opcode) {
                let (types, mem) = LegalizerHelper::query_types(&mf, i);
                let step = info.action(&LegalityQuery::with_mem(opcode, &types, &mem));
                assert_eq!(step.action, LegalizeAction::Legal, "{types:?}\n{text}");
            }
        }
    }
    for args in inputs {
        assert_eq!(interpret(&mf, args), interpret(&original, args), "inputs {args:x?}\n{text}");
    }
    mf
}

const INPUTS: [[u128; 4]; 5] = [
    [0, 0, 0, 0],
    [1, 2, 3, 4],
    [u64::MAX as u128, 1, 0x8000_0000_0000_0000, 7],
    [0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210, 65, 127],
    [0x8000_0000_0000_0000, u64::MAX as u128, 64, 3],
];

/// Two s128 values from four s64 registers ($r0..$r3); the result is stored at address 0.
const WIDE_PROLOGUE: &str = "%0:_(s64) = COPY $r0
    %1:_(s64) = COPY $r1
    %2:_(s64) = COPY $r2
    %3:_(s64) = COPY $r3
    %10:_(s128) = G_MERGE_VALUES %0(s64), %1(s64)
    %11:_(s128) = G_MERGE_VALUES %2(s64), %3(s64)
    %12:_(p0) = G_CONSTANT i64 0";

#[test]
fn narrowing_s128_arithmetic_keeps_its_meaning() {
    let info = pieces_of_64();
    for op in ["G_ADD", "G_SUB", "G_MUL", "G_AND", "G_XOR"] {
        let body = format!("{WIDE_PROLOGUE}\n%20:_(s128) = {op} %10, %11\nG_STORE %20(s128), %12(p0) :: (store (s128))\nRET");
        let mf = check_equivalent(&body, &info, &INPUTS);
        let ops: Vec<&str> = mf.layout().iter().flat_map(|&b| mf.block_insts(b)).map(|i| TOY_TARGET.instrs.name(mf.inst(i).opcode)).collect();
        if op == "G_ADD" {
            assert!(ops.contains(&"G_UADDO") && ops.contains(&"G_UADDE"), "{ops:?}");
        }
    }
}

#[test]
fn narrowing_s128_shifts_compares_and_selects() {
    let info = pieces_of_64();
    for op in ["G_SHL", "G_LSHR", "G_ASHR"] {
        let body = format!("{WIDE_PROLOGUE}\n%13:_(s128) = G_ZEXT %2(s64)\n%20:_(s128) = {op} %10, %13(s128)\nG_STORE %20(s128), %12(p0) :: (store (s128))\nRET");
        let inputs: Vec<[u128; 4]> = INPUTS.iter().map(|a| [a[0], a[1], a[2] % 128, 0]).collect();
        check_equivalent(&body, &info, &inputs);
    }
    for pred in ["eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"] {
        let body = format!("{WIDE_PROLOGUE}\n%20:_(s1) = G_ICMP intpred({pred}), %10(s128), %11\n%21:_(s128) = G_SELECT %20(s1), %10, %11\nG_STORE %21(s128), %12(p0) :: (store (s128))\nRET");
        check_equivalent(&body, &info, &INPUTS);
    }
}

#[test]
fn widening_odd_widths_keeps_their_meaning() {
    let info = pieces_of_64();
    for (op, ext) in [("G_ADD", "G_ZEXT"), ("G_MUL", "G_ZEXT"), ("G_ASHR", "G_SEXT"), ("G_LSHR", "G_ZEXT"), ("G_SHL", "G_ZEXT")] {
        let body = format!(
            "%0:_(s64) = COPY $r0\n%1:_(s64) = COPY $r1\n%2:_(s7) = G_TRUNC %0(s64)\n%3:_(s7) = G_TRUNC %1(s64)\n%4:_(s7) = {op} %2, %3(s7)\n%5:_(s64) = {ext} %4(s7)\n%12:_(p0) = G_CONSTANT i64 0\nG_STORE %5(s64), %12(p0) :: (store (s64))\nRET"
        );
        let inputs: Vec<[u128; 4]> = INPUTS.iter().map(|a| [a[0], a[1] % 7, 0, 0]).collect();
        check_equivalent(&body, &info, &inputs);
    }
    // A 100-bit addition: widened to s128, then narrowed to two s64 pieces.
    let body = format!("{WIDE_PROLOGUE}\n%13:_(s100) = G_TRUNC %10(s128)\n%14:_(s100) = G_TRUNC %11(s128)\n%15:_(s100) = G_ADD %13, %14\n%16:_(s128) = G_ZEXT %15(s100)\nG_STORE %16(s128), %12(p0) :: (store (s128))\nRET");
    let err = run_legalizer(&mut parse(&body), &info).unwrap_err();
    assert!(err.starts_with("unable to legalize instruction") && err.contains("s100"), "{err}");
}

#[test]
fn rules_that_never_finish_are_errors() {
    // Widening to s64 and narrowing back to s32 for ever.
    let mut info = LegalizerInfo::new(64);
    info.actions(&[G_AND]).widen_scalar_for(&[S32], 0, S64).narrow_scalar_for(&[S64], 0, S32);
    info.actions(&[G_ANYEXT, G_TRUNC, G_MERGE_VALUES, G_UNMERGE_VALUES]).legal();
    let mut mf = parse("%0:_(s32) = COPY $r0\n%1:_(s32) = G_AND %0, %0\n$r0 = COPY %1(s32)\nRET");
    let err = run_legalizer(&mut mf, &info).unwrap_err();
    assert!(err.contains("unable to legalize instruction") && err.contains("did not finish within") && (err.contains("widen_scalar_for(s32; 0, s64)") || err.contains("narrow_scalar_for(s64; 0, s32)")), "{err}");

    // A "widening" that narrows makes no progress.
    let mut info = LegalizerInfo::new(64);
    info.actions(&[G_ADD]).widen_scalar_for(&[S32], 0, S16);
    let mut mf = parse("%0:_(s32) = COPY $r0\n%1:_(s32) = G_ADD %0, %0\n$r0 = COPY %1(s32)\nRET");
    let err = run_legalizer(&mut mf, &info).unwrap_err();
    assert!(err.contains("asks to widen_scalar type 0 from s32 to s16, which makes no progress"), "{err}");
}

#[test]
fn vectors_split_and_pad() {
    // The document's rules, with the vector artifacts legal.
    let mut info = super::document_rules::document_example_rules();
    info.actions(&[G_UNMERGE_VALUES, G_BUILD_VECTOR, G_CONCAT_VECTORS]).legal();
    for (ty, pieces) in [("<8 x s32>", "<4 x s32>"), ("<3 x s32>", "<4 x s32>"), ("<4 x s64>", "<2 x s64>")] {
        let mut mf = parse(&format!("%0:_({ty}) = G_IMPLICIT_DEF\n%1:_({ty}) = G_ADD %0, %0\n%2:_({ty}) = G_MUL %1, %0\nRET implicit %2"));
        run_legalizer(&mut mf, &info).unwrap_or_else(|e| panic!("{e}"));
        verify(&mf, &TOY_TARGET).unwrap_or_else(|e| panic!("{e:?}"));
        let mut text = String::new();
        print_function(&mut text, &mf, &TOY_TARGET);
        assert!(text.contains(&format!(":_({pieces}) = G_ADD")), "{ty}:\n{text}");
    }
}

/// The legalizer asks the rules' shared table about an instruction by reading each type index
/// from one operand (`LegalizerHelper::step`); for every generic opcode, with and without a
/// memory operand, and with an operand that is not a register where a type is read, it must
/// answer as the rules answer the query `query_types` builds from all the operands.
#[test]
fn steps_answer_as_the_rules_for_every_generic_opcode() {
    use super::legalizer_info::LegalityQuery;
    use crate::mir::{InsertPoint, MachineInstr, MemAccess, MemOperand, MemValue};
    for info in [pieces_of_64(), super::document_rules::document_example_rules()] {
        let mut mf = parse("RET");
        let block = mf.layout()[0];
        let types = [S32, S64, S1, P0, S8, S16, S128];
        for opcode in (0..COUNT).filter(|&o| is_generic(o)) {
            let desc = INSTR_INFO.get(opcode).expect("a generic opcode has a description");
            for variant in 0..4 {
                let mut m = MachineInstr::new(opcode);
                for (k, o) in desc.operands.iter().enumerate() {
                    let reg = mf.regs.create_generic_vreg(types[(usize::from(o.generic_type.unwrap_or(0)) + variant) % types.len()]);
                    m.operands.push(if k == 0 { MachineOperand::reg_def(reg) } else { MachineOperand::reg_use(reg) });
                }
                if variant == 1 && m.operands.len() > 1 {
                    m.operands.pop();
                    m.operands.push(MachineOperand::Imm(0));
                }
                if variant >= 2 {
                    m.mem_operands.push(MemOperand::new(MemAccess::Load, Some([S32, S64][variant - 2]), MemValue::None));
                }
                let i = mf.create_inst(m);
                mf.insert(InsertPoint::Start(block), i);
                let (t, mem) = LegalizerHelper::query_types(&mf, i);
                let expected = info.action(&LegalityQuery::with_mem(opcode, &t, &mem));
                assert_eq!(LegalizerHelper::new(&mut mf, &info).step(i), expected, "{} {t:?} {mem:?}", INSTR_INFO.name(opcode));
            }
        }
    }
}

/// The reader counts the legalizer keeps must follow every change it makes (a missed one would
/// erase a live instruction); the check `-verify-machineinstrs` runs finds a change made
/// behind their back.
#[test]
fn reader_counts_are_checked_against_a_recount() {
    use super::artifact_combiner::Replacements;
    let mut mf = parse("%0:_(s32) = G_IMPLICIT_DEF\n%1:_(s32) = G_ADD %0, %0\nRET implicit %1");
    let mut counts = Replacements::default();
    let block = mf.layout()[0];
    let insts: Vec<InstId> = mf.block_insts(block).collect();
    for &i in &insts {
        counts.note_arrival(&mf, i);
    }
    assert_eq!(counts.check_readers(&mf), Ok(()));
    assert_eq!((counts.readers_of(0), counts.readers_of(1)), (2, 1));
    let add = insts[1];
    counts.remove_reads(&mf, add);
    let first_new = mf.num_insts_allocated();
    mf.inst_mut(add).operands[2].set_reg(Reg::virt(1));
    counts.add_reads_after(&mf, Some(add), first_new);
    assert_eq!(counts.check_readers(&mf), Ok(()), "a change accounted for");
    mf.inst_mut(add).operands[1].set_reg(Reg::virt(1));
    let error = counts.check_readers(&mf).unwrap_err();
    assert!(error.contains("counts 1 readers of %0, but 0 operands read it"), "{error}");
}
