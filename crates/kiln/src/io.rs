//! Reading a subcommand's input (a file, or `-` for standard input) and writing its output
//! (`-o FILE`, or standard output when absent or `-`), with the tool's name in the error.

use std::io::{Read, Write};

/// The input's display name and text; invalid UTF-8 is replaced, so binary junk reaches the
/// parsers as text they reject with a position instead of an I/O error.
pub fn read_input(tool: &str, path: &str) -> Result<(String, String), String> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("kiln {tool}: error: cannot read standard input: {e}"))?;
        return Ok((
            "<stdin>".to_string(),
            String::from_utf8_lossy(&bytes).into_owned(),
        ));
    }
    match std::fs::read(path) {
        // Valid UTF-8 (the usual case) becomes the string without a copy.
        Ok(bytes) => Ok((
            path.to_string(),
            String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
        )),
        Err(e) => Err(format!("kiln {tool}: error: cannot read '{path}': {e}")),
    }
}

/// Writes `bytes` to `path` (standard output for `None` or `-`).
pub fn write_output(tool: &str, path: Option<&str>, bytes: &[u8]) -> Result<(), String> {
    let written = match path {
        Some(p) if p != "-" => std::fs::write(p, bytes),
        _ => std::io::stdout().lock().write_all(bytes),
    };
    written.map_err(|e| format!("kiln {tool}: error: cannot write output: {e}"))
}
