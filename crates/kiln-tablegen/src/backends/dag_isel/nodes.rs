//! The selection vocabulary of a target description: its `SDNode`s (with type profiles and
//! properties), value types, ComplexPatterns and condition codes, read once from the records.
//!
//! Target DAG nodes (every SDNode whose opcode string does not start with `ISD::`) are numbered
//! from 0 in name order, the numbers Rust code uses as `Opcode::target(n)`; generic nodes are
//! named in the table by their `ISD::` name and resolved by the Rust compiler.

use super::super::register_model::err;
use crate::record::{RecordKeeper, RecordRef};
use kiln_support::Diagnostic;
use rustc_hash::FxHashMap;

/// Node properties (`SDNP*`) as bits.
pub const COMMUTATIVE: u32 = 1;
pub const HAS_CHAIN: u32 = 2;
pub const OUT_GLUE: u32 = 4;
pub const IN_GLUE: u32 = 8;
pub const OPT_IN_GLUE: u32 = 16;
pub const VARIADIC: u32 = 32;
pub const MEM_OPERAND: u32 = 64;

const PROPERTY_BITS: &[(&str, u32)] = &[
    ("SDNPCommutative", COMMUTATIVE),
    ("SDNPHasChain", HAS_CHAIN),
    ("SDNPOutGlue", OUT_GLUE),
    ("SDNPInGlue", IN_GLUE),
    ("SDNPOptInGlue", OPT_IN_GLUE),
    ("SDNPVariadic", VARIADIC),
    ("SDNPMemOperand", MEM_OPERAND),
];

/// One type constraint of an SDTypeProfile (operand numbers count results first).
#[derive(Clone, Copy, Debug)]
pub enum Constraint {
    IsVt(usize, u8),
    IsPtr(usize),
    IsInt(usize),
    IsFp(usize),
    IsVec(usize),
    SameAs(usize, usize),
    /// No type information (size relations are checked by the patterns' explicit types).
    Other,
}

/// How a DAG opcode is named in generated code.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum NodeOpcode {
    /// `ISD::NAME`: the name after the prefix.
    Generic(String),
    /// A target node's number.
    Target(u32),
}

pub struct SdNode<'a> {
    pub rec: RecordRef<'a>,
    pub opcode: NodeOpcode,
    pub num_results: usize,
    /// `None`: variadic.
    pub num_operands: Option<usize>,
    pub constraints: Vec<Constraint>,
    pub props: u32,
}

pub struct ComplexPattern<'a> {
    pub rec: RecordRef<'a>,
    pub vt: u8,
    pub num_operands: usize,
    pub select_func: String,
    pub complexity: i64,
    /// Node names the pattern may be the root of (`RootNodes`).
    pub roots: Vec<&'a str>,
}

/// The value types by name (`i32` → 5), with their sizes.
pub struct ValueTypes {
    pub by_name: FxHashMap<String, u8>,
    pub size: FxHashMap<u8, i64>,
    pub names: FxHashMap<u8, String>,
}

pub const IPTR: &str = "iPTR";

/// Condition codes in the order of kiln's `CondCode` enum (the table stores the index).
pub const COND_CODES: &[&str] =
    &["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "une"];

pub struct Vocabulary<'a> {
    pub nodes: Vec<SdNode<'a>>,
    pub node_by_name: FxHashMap<&'a str, usize>,
    /// Target nodes by number: (def name, opcode string).
    pub target_nodes: Vec<(&'a str, &'a str)>,
    pub vts: ValueTypes,
    pub complex: Vec<ComplexPattern<'a>>,
    pub complex_by_name: FxHashMap<&'a str, usize>,
}

impl<'a> Vocabulary<'a> {
    pub fn build(rk: &'a RecordKeeper) -> Result<Vocabulary<'a>, Diagnostic> {
        let mut vts = ValueTypes { by_name: FxHashMap::default(), size: FxHashMap::default(), names: FxHashMap::default() };
        for vt in rk.defs_derived_from("ValueType")? {
            let value = vt.get_value_as_int("Value")?;
            // Type sets are 64-bit masks.
            let value = u8::try_from(value).ok().filter(|&v| v < 64).ok_or_else(|| err(vt, format!("value type number {value} is not 0..=63")))?;
            vts.by_name.insert(vt.name().to_string(), value);
            vts.size.insert(value, vt.get_value_as_int("Size")?);
            vts.names.insert(value, vt.name().to_string());
        }
        let sdnodes = rk.defs_derived_from("SDNode")?;
        let mut target: Vec<(&'a str, &'a str)> = Vec::new();
        for n in &sdnodes {
            let opcode = n.get_value_as_string("Opcode")?;
            if !opcode.starts_with("ISD::") {
                target.push((n.name(), opcode));
            }
        }
        // Several defs may share one target opcode (e.g. with different profiles): number the
        // opcode strings, in order of the first def's name.
        target.sort_by(|a, b| a.0.cmp(b.0));
        let mut target_nodes: Vec<(&'a str, &'a str)> = Vec::new();
        let mut target_number: FxHashMap<&'a str, u32> = FxHashMap::default();
        for &(name, opcode) in &target {
            if !target_number.contains_key(opcode) {
                target_number.insert(opcode, target_nodes.len() as u32);
                target_nodes.push((name, opcode));
            }
        }
        let mut nodes = Vec::new();
        let mut node_by_name = FxHashMap::default();
        for n in sdnodes {
            let opcode_str = n.get_value_as_string("Opcode")?;
            let opcode = match opcode_str.strip_prefix("ISD::") {
                Some(generic) => NodeOpcode::Generic(generic.to_string()),
                None => NodeOpcode::Target(target_number[opcode_str]),
            };
            let profile = n.get_value_as_def("TypeProfile")?;
            let num_results = profile.get_value_as_int("NumResults")?;
            let num_operands = profile.get_value_as_int("NumOperands")?;
            let mut constraints = Vec::new();
            for c in profile.get_value_as_list_of_defs("Constraints")? {
                constraints.push(read_constraint(c, &vts)?);
            }
            let mut props = 0;
            for p in n.get_value_as_list_of_defs("Properties")? {
                if let Some(&(_, bit)) = PROPERTY_BITS.iter().find(|(name, _)| *name == p.name()) {
                    props |= bit;
                }
            }
            node_by_name.insert(n.name(), nodes.len());
            nodes.push(SdNode {
                rec: n,
                opcode,
                num_results: usize::try_from(num_results).map_err(|_| err(profile, "NumResults must not be negative"))?,
                num_operands: usize::try_from(num_operands).ok(),
                constraints,
                props,
            });
        }
        let mut complex = Vec::new();
        let mut complex_by_name = FxHashMap::default();
        if rk.class("ComplexPattern").is_some() {
            for c in rk.defs_derived_from("ComplexPattern")? {
                let ty = c.get_value_as_def("Ty")?;
                let num = c.get_value_as_int("NumOperands")?;
                let complexity = c.get_value_as_int("Complexity")?;
                complex_by_name.insert(c.name(), complex.len());
                complex.push(ComplexPattern {
                    rec: c,
                    vt: vt_of(&vts, ty)?,
                    num_operands: usize::try_from(num).map_err(|_| err(c, "NumOperands must not be negative"))?,
                    select_func: c.get_value_as_string("SelectFunc")?.to_string(),
                    complexity: if complexity < 0 { 3 * num } else { complexity },
                    roots: c.get_value_as_list_of_defs("RootNodes")?.iter().map(|r| r.name()).collect(),
                });
            }
        }
        Ok(Vocabulary { nodes, node_by_name, target_nodes, vts, complex, complex_by_name })
    }

    pub fn vt(&self, name: &str) -> Option<u8> {
        self.vts.by_name.get(name).copied()
    }

    pub fn iptr(&self) -> Option<u8> {
        self.vt(IPTR)
    }
}

pub fn vt_of(vts: &ValueTypes, def: RecordRef<'_>) -> Result<u8, Diagnostic> {
    vts.by_name.get(def.name()).copied().ok_or_else(|| err(def, format!("`{}' is not a ValueType", def.name())))
}

fn read_constraint(c: RecordRef<'_>, vts: &ValueTypes) -> Result<Constraint, Diagnostic> {
    let op = usize::try_from(c.get_value_as_int("OperandNum")?).map_err(|_| err(c, "negative operand number"))?;
    let other = |field: &str| -> Result<usize, Diagnostic> {
        usize::try_from(c.get_value_as_int(field)?).map_err(|_| err(c, "negative operand number"))
    };
    Ok(if c.is_subclass_of_name("SDTCisVT") {
        Constraint::IsVt(op, vt_of(vts, c.get_value_as_def("VT")?)?)
    } else if c.is_subclass_of_name("SDTCisPtrTy") {
        Constraint::IsPtr(op)
    } else if c.is_subclass_of_name("SDTCisInt") {
        Constraint::IsInt(op)
    } else if c.is_subclass_of_name("SDTCisFP") {
        Constraint::IsFp(op)
    } else if c.is_subclass_of_name("SDTCisVec") {
        Constraint::IsVec(op)
    } else if c.is_subclass_of_name("SDTCisSameAs") {
        Constraint::SameAs(op, other("OtherOperandNum")?)
    } else {
        Constraint::Other
    })
}
