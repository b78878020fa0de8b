//! `-print-records`: every class, then every def, sorted by name, in llvm-tblgen 14's text form.

use crate::RecordKeeper;
use kiln_support::Diagnostic;

pub fn run(rk: &RecordKeeper) -> Result<String, Diagnostic> {
    let mut out = String::with_capacity(1 << 16);
    out.push_str("------------- Classes -----------------\n");
    for c in rk.classes_by_name() {
        out.push_str("class ");
        rk.write_record(&mut out, c.id);
    }
    out.push_str("------------- Defs -----------------\n");
    for d in rk.defs_by_name() {
        out.push_str("def ");
        rk.write_record(&mut out, d.id);
    }
    Ok(out)
}
