//! The record API back ends build on: classes and defs in definition order and by name,
//! superclasses, fields with types, typed accessors and their errors, `defs_derived_from`.

use kiln_tablegen::{parse_source, Options, RecordKeeper};

fn parse(text: &str) -> RecordKeeper {
    parse_source("api.td", text.as_bytes(), &Options::default()).unwrap_or_else(|d| panic!("{d}"))
}

const TEXT: &str = r#"
def ops;
class Base<int n> { int N = n; }
class Reg<string name, bits<4> enc> : Base<7> {
  string Name = name; bits<4> Enc = enc; bit Flag = 1; list<int> L = [1, 2];
  dag D = (ops 1:$a, "x"); field code C = [{ c }];
}
def zeta : Reg<"z", 3>;
def alpha : Reg<"a", 0b1010> { Base Link = zeta; }
def other;
"#;

#[test]
fn classes_and_defs_in_order_and_by_name() {
    let rk = parse(TEXT);
    let classes: Vec<_> = rk.classes().map(|c| c.name()).collect();
    assert_eq!(classes, ["Base", "Reg"]);
    let defs: Vec<_> = rk.defs().map(|d| d.name()).collect();
    assert_eq!(defs, ["ops", "zeta", "alpha", "other"]);
    let by_name: Vec<_> = rk.defs_by_name().iter().map(|d| d.name()).collect();
    assert_eq!(by_name, ["alpha", "ops", "other", "zeta"]);
    assert!(rk.def("zeta").is_some() && rk.def("nope").is_none() && rk.class("Reg").is_some());
}

#[test]
fn fields_superclasses_and_typed_accessors() {
    let rk = parse(TEXT);
    let a = rk.def("alpha").unwrap();
    let supers: Vec<_> = a.superclasses().map(|s| s.name()).collect();
    assert_eq!(supers, ["Base", "Reg"]);
    assert!(a.is_subclass_of_name("Base"));
    let fields: Vec<_> = a.fields().map(|f| (f.name, f.type_name())).collect();
    assert_eq!(fields[0], ("N", "int".to_string()));
    assert!(fields.contains(&("Enc", "bits<4>".to_string())));
    assert!(fields.contains(&("Link", "Base".to_string())));
    assert_eq!(a.get_value_as_int("N").unwrap(), 7);
    assert_eq!(a.get_value_as_int("Enc").unwrap(), 10);
    assert_eq!(a.get_value("Enc").unwrap().as_bits().unwrap(), [Some(false), Some(true), Some(false), Some(true)]);
    assert_eq!(a.get_value_as_string("Name").unwrap(), "a");
    assert_eq!(a.get_value_as_string("C").unwrap(), " c ");
    assert!(a.get_value_as_bit("Flag").unwrap());
    let l: Vec<_> = a.get_value_as_list("L").unwrap().iter().map(|v| v.as_int().unwrap()).collect();
    assert_eq!(l, [1, 2]);
    assert_eq!(a.get_value_as_def("Link").unwrap().name(), "zeta");
    let d = a.get_value_as_dag("D").unwrap();
    assert_eq!(d.operator.as_def().unwrap().name(), "ops");
    assert_eq!(d.args.len(), 2);
    assert_eq!(d.args[0].1, Some("a"));
    assert_eq!(d.args[1].0.as_string(), Some("x"));
    assert_eq!(a.get_value("D").unwrap().to_tablegen(), "(ops 1:$a, \"x\")");
}

#[test]
fn accessor_errors_name_the_record_and_field() {
    let rk = parse(TEXT);
    let a = rk.def("alpha").unwrap();
    let e = a.get_value_as_int("Name").unwrap_err();
    assert_eq!(e.message, "Record `alpha', field `Name' does not have an int initializer!");
    assert_eq!((e.line, e.col), (9, 1));
    let e = a.get_value_as_string("Missing").unwrap_err();
    assert_eq!(e.message, "Record `alpha' does not have a field named `Missing'!");
}

#[test]
fn defs_derived_from_a_class() {
    let rk = parse(TEXT);
    let regs: Vec<_> = rk.defs_derived_from("Reg").unwrap().iter().map(|d| d.name()).collect();
    assert_eq!(regs, ["alpha", "zeta"]);
    assert!(rk.defs_derived_from("NoSuchClass").is_err());
}
