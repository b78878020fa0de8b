//! `-gen-emitter`: instruction encodings as data, from the `Inst` bit field of each
//! instruction (`bits<32> Inst; let Inst{6-0} = opcode; let Inst{11-7} = rd;`), as fixed-width
//! targets such as RISC-V describe them.
//!
//! Per opcode an `InstrEncoding` (`kiln_mc::encoding`): the size in bytes, the base value (every
//! constant bit of `Inst`, unset bits read as 0) and, per machine operand the bits name, an
//! `OperandField`: the operand index, the operand's `EncoderMethod` (a constant of the
//! generated `encoder_method` module; 0 is the plain value) and the runs of bits it fills
//! (`inst_lsb`, `operand_lsb`, `width`). kiln-mc's `encode_fields` fills operand values into
//! these; a target only says how an operand becomes a number (register encoding, immediate,
//! or a fixup for an expression). Instructions without an `Inst` field get size 0.

use super::instr_model::{Instr, InstrModel};
use super::register_model::{err, RegisterModel};
use super::rust_names::list;
use crate::init::Init;
use crate::record::RecordKeeper;
use kiln_support::Diagnostic;
use std::fmt::Write;

/// One run of consecutive bits of `Inst` taken from consecutive bits of an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    inst_lsb: u32,
    operand_lsb: u32,
    width: u32,
}

struct Field {
    operand: usize,
    method: usize,
    runs: Vec<Run>,
}

/// The base value and operand fields of one instruction's `Inst`; `None` without one.
fn encoding(rk: &RecordKeeper, instr: &Instr<'_>, methods: &mut Vec<String>) -> Result<Option<(usize, u64, Vec<Field>)>, Diagnostic> {
    let Some(inst) = instr.rec.field("Inst") else { return Ok(None) };
    let Init::Bits(bits) = inst.value.init() else {
        return Err(err(instr.rec, format!("Inst of {} is not a bits value", instr.name)));
    };
    if bits.len() % 8 != 0 || bits.len() > 64 || bits.is_empty() {
        return Err(err(instr.rec, format!("Inst of {} has {} bits; kiln encodes 8 to 64 in whole bytes", instr.name, bits.len())));
    }
    let mut base = 0u64;
    let mut fields: Vec<Field> = Vec::new();
    for (i, &bit) in bits.iter().enumerate() {
        let (var, operand_bit) = match rk.init(bit) {
            Init::Bit(true) => {
                base |= 1 << i;
                continue;
            }
            Init::Bit(false) | Init::Unset => continue,
            Init::VarBit(var, b) => (*var, *b),
            Init::Var(..) => (bit, 0),
            _ => return Err(err(instr.rec, format!("bit {i} of Inst of {} is neither a constant nor an operand bit", instr.name))),
        };
        let name = match rk.init(var) {
            Init::Var(name, _) => rk.str_of(*name).unwrap_or(""),
            _ => return Err(err(instr.rec, format!("bit {i} of Inst of {} names no field", instr.name))),
        };
        let named = instr.named_operands.iter().find(|o| o.name == name).ok_or_else(|| {
            err(instr.rec, format!("Inst of {} uses `{name}', which is neither set nor an operand", instr.name))
        })?;
        let method = encoder_method(named.class, methods)?;
        let field = match fields.iter_mut().position(|f| f.operand == named.first) {
            Some(k) => &mut fields[k],
            None => {
                fields.push(Field { operand: named.first, method, runs: Vec::new() });
                fields.last_mut().expect("just pushed")
            }
        };
        match field.runs.last_mut() {
            Some(r) if r.inst_lsb + r.width == i as u32 && r.operand_lsb + r.width == operand_bit => r.width += 1,
            _ => field.runs.push(Run { inst_lsb: i as u32, operand_lsb: operand_bit, width: 1 }),
        }
    }
    Ok(Some((bits.len() / 8, base, fields)))
}

/// The index of an operand class's `EncoderMethod` (0, the plain value, when it has none).
fn encoder_method(class: crate::record::RecordRef<'_>, methods: &mut Vec<String>) -> Result<usize, Diagnostic> {
    let name = match class.field("EncoderMethod") {
        Some(f) => f.value.as_string().unwrap_or(""),
        None => "",
    };
    if name.is_empty() {
        return Ok(0);
    }
    if !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Err(err(class, format!("EncoderMethod \"{name}\" of {} is not an identifier", class.name())));
    }
    Ok(methods.iter().position(|m| m == name).unwrap_or_else(|| {
        methods.push(name.to_string());
        methods.len() - 1
    }))
}

pub fn run(rk: &RecordKeeper) -> Result<String, Diagnostic> {
    let regs = RegisterModel::build(rk)?;
    let model = InstrModel::build(rk, &regs)?;
    let mut methods = vec!["getMachineOpValue".to_string()];
    let mut fields_out = String::new();
    let mut table = String::new();
    let mut field_count = 0usize;
    for instr in &model.instrs {
        let Some((size, base, fields)) = encoding(rk, instr, &mut methods)? else {
            let _ = writeln!(table, "    InstrEncoding {{ size: 0, base: 0, fields: &[] }},");
            continue;
        };
        let start = field_count;
        for f in &fields {
            let runs = list(f.runs.iter().map(|r| format!("BitRun {{ inst_lsb: {}, operand_lsb: {}, width: {} }}", r.inst_lsb, r.operand_lsb, r.width)));
            let _ = writeln!(fields_out, "    OperandField {{ operand: {}, method: {}, runs: &{runs} }},", f.operand, f.method);
            field_count += 1;
        }
        let _ = writeln!(
            table,
            "    InstrEncoding {{ size: {size}, base: {base:#x}, fields: field_run({start}, {}) }}, // {}",
            fields.len(),
            instr.name
        );
    }
    let mut out = String::new();
    out.push_str("// Instruction encodings, generated by kiln-tablegen -gen-emitter. Do not edit.\n\n");
    out.push_str("pub use ::kiln_mc::encoding::{BitRun, InstrEncoding, OperandField};\n\n");
    out.push_str("/// The operand encoder methods (`EncoderMethod`) the encodings use; 0 is the plain value.\n");
    out.push_str("#[allow(non_upper_case_globals)]\npub mod encoder_method {\n");
    for (i, m) in methods.iter().enumerate() {
        let _ = writeln!(out, "    pub const {m}: u8 = {i};");
    }
    out.push_str("}\n\n");
    let _ = writeln!(out, "/// Every encoding's operand fields, one run after another.\npub static OPERAND_FIELDS: [OperandField; {field_count}] = [");
    out.push_str(&fields_out);
    out.push_str("];\n\n");
    out.push_str("const fn field_run(start: usize, count: usize) -> &'static [OperandField] {\n    OPERAND_FIELDS.split_at(start).1.split_at(count).0\n}\n\n");
    let _ = writeln!(out, "/// Per opcode: its size, base value and operand fields (size 0: no encoding).\npub static INSTR_ENCODINGS: [InstrEncoding; {}] = [", model.instrs.len());
    out.push_str(&table);
    out.push_str("];\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backends::parse_with_vocabulary as parse;

    #[test]
    fn encodes_fields_and_constants() {
        let src = r#"
def R0 : Register<"r0">; def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def brtgt : Operand<i32> { let EncoderMethod = "getBranchValue"; }
class Fmt<bits<3> op> : Instruction { field bits<16> Inst; bits<3> Opcode = op; let Inst{2-0} = Opcode; }
def ADD : Fmt<0b101> { bits<4> rd; bits<4> rs; let OutOperandList = (outs GPR:$rd); let InOperandList = (ins GPR:$rs);
  let Inst{7-4} = rd; let Inst{11-8} = rs; let Inst{15} = 1; }
def BR : Fmt<0b011> { bits<8> off; let InOperandList = (ins brtgt:$off); let Inst{15-12} = off{3-0}; let Inst{11-8} = off{7-4}; }
"#;
        let rk = parse(&src);
        let out = run(&rk).unwrap_or_else(|e| panic!("{e}"));
        assert!(out.contains("pub const getBranchValue: u8 = 1;"), "{out}");
        assert!(out.contains("InstrEncoding { size: 2, base: 0x8005, fields: field_run(0, 2) }, // ADD"), "{out}");
        assert!(out.contains("OperandField { operand: 0, method: 0, runs: &[BitRun { inst_lsb: 4, operand_lsb: 0, width: 4 }] }"), "{out}");
        assert!(out.contains("OperandField { operand: 0, method: 1, runs: &[BitRun { inst_lsb: 8, operand_lsb: 4, width: 4 }, BitRun { inst_lsb: 12, operand_lsb: 0, width: 4 }] }"), "{out}");
        let bad = src.replace("let Inst{11-8} = rs;", "bits<4> nope; let Inst{11-8} = nope;");
        assert!(run(&parse(&bad)).unwrap_err().to_string().contains("`nope'"));
    }
}
