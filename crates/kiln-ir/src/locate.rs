//! Places in `.ll` text for errors found after reading: the verifier's and code generation's
//! problems name a global, a function, an instruction or an intrinsic, and these functions
//! find where the text declares or uses it, so every such error is `FILE:LINE:COL: error:`
//! with the line and a caret. The module keeps no source positions, so the search is over the
//! text, by the names as the text spells them.

use crate::verifier::VerifierError;
use kiln_support::{Diagnostic, SourceFile};

/// Whether `line` (leading blanks removed) declares or defines global `name` (`@f`, `@"a b"`):
/// `define ... @f(`, `declare ... @f(`, or `@f = ...`.
fn declares(line: &str, name: &str) -> Option<usize> {
    let line_trimmed = line.trim_start();
    let indent = line.len() - line_trimmed.len();
    if let Some(rest) = line_trimmed.strip_prefix(name) {
        if rest.trim_start().starts_with('=') {
            return Some(indent);
        }
    }
    if line_trimmed.starts_with("define ") || line_trimmed.starts_with("declare ") {
        let call = format!("{name}(");
        return line_trimmed.find(&call).map(|at| indent + at);
    }
    None
}

/// `@name` as the text spells a global called `name` (quoted when it needs quotes).
fn spelled(name: &str) -> String {
    let bare = name.strip_prefix('@').unwrap_or(name);
    if !bare.is_empty() && bare.bytes().all(|b| b.is_ascii_alphanumeric() || b"._$-".contains(&b)) {
        format!("@{bare}")
    } else {
        format!("@\"{bare}\"")
    }
}

/// The offsets of the lines of `text`, with the lines.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_inclusive('\n').scan(0, |at, line| {
        let start = *at;
        *at += line.len();
        Some((start, line.trim_end_matches(['\n', '\r'])))
    })
}

/// The offset of the declaration or definition of global `name`.
pub fn global_offset(text: &str, name: &str) -> Option<usize> {
    let name = spelled(name);
    lines(text).find_map(|(start, line)| declares(line, &name).map(|col| start + col))
}

/// The offset of the first occurrence of `needle` in the body of function `func`, or of its
/// `define` when `needle` is `None` or not found there.
pub fn in_function(text: &str, func: &str, needle: Option<&str>) -> Option<usize> {
    let name = spelled(func);
    let mut body = lines(text).skip_while(|(_, line)| !(line.trim_start().starts_with("define ") && declares(line, &name).is_some()));
    let (define_start, define_line) = body.next()?;
    let define_at = define_start + declares(define_line, &name)?;
    let Some(needle) = needle else { return Some(define_at) };
    let found = body
        .take_while(|(_, line)| !line.starts_with('}'))
        .find_map(|(start, line)| line.find(needle).map(|col| start + col));
    Some(found.unwrap_or(define_at))
}

/// The diagnostic of a verifier error: at the instruction when the text has it as printed,
/// else at the function's or global's declaration.
pub fn verifier_diagnostic(file: &str, text: &str, error: &VerifierError) -> Diagnostic {
    let at = match (&error.function, &error.global) {
        (Some(f), _) => {
            let instruction = error.instruction.as_deref().map(str::trim);
            in_function(text, f, instruction)
        }
        (None, Some(g)) => global_offset(text, g),
        (None, None) => None,
    };
    diagnostic(file, text, at, error.to_string())
}

/// The diagnostic of a code generation error that starts `in function 'F'` (as the code
/// generator reports them); `None` for other messages.
pub fn codegen_diagnostic(file: &str, text: &str, message: &str) -> Option<Diagnostic> {
    let func = message.strip_prefix("in function '")?.split('\'').next()?;
    Some(function_diagnostic(file, text, func, message))
}

/// The diagnostic of a code generation error about function `func`: at the use of the
/// intrinsic the message names (`'llvm.x86.foo'`), else at the function's definition.
pub fn function_diagnostic(file: &str, text: &str, func: &str, message: &str) -> Diagnostic {
    let intrinsic = message
        .split('\'')
        .skip(1)
        .step_by(2)
        .find(|quoted| quoted.starts_with("llvm."))
        .map(|name| format!("@{name}("));
    diagnostic(file, text, in_function(text, func, intrinsic.as_deref()), message.to_string())
}

fn diagnostic(file: &str, text: &str, at: Option<usize>, message: String) -> Diagnostic {
    match at {
        Some(offset) => Diagnostic::error(&SourceFile::new(file, text), offset as u32, message),
        None => Diagnostic::global(file, message),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "@g = global i32 0\ndeclare i8* @llvm.load.relative.i64(i8*, i64)\n\ndefine i8* @f(i8* %p) {\n  %r = call i8* @llvm.load.relative.i64(i8* %p, i64 4)\n  ret i8* %r\n}\n";

    #[test]
    fn finds_declarations_uses_and_definitions() {
        assert_eq!(global_offset(TEXT, "@g"), Some(0));
        assert_eq!(global_offset(TEXT, "@llvm.load.relative.i64"), Some(TEXT.find("@llvm.load").unwrap()));
        let d = function_diagnostic("t.ll", TEXT, "f", "in function 'f': unsupported intrinsic 'llvm.load.relative.i64'");
        assert_eq!((d.line, d.col), (5, 17), "{d}");
        let d = function_diagnostic("t.ll", TEXT, "f", "in function 'f': unsupported type");
        assert_eq!((d.line, d.col), (4, 12), "{d}");
        assert_eq!(function_diagnostic("t.ll", TEXT, "nothere", "x").line, 0);
        let d = codegen_diagnostic("t.ll", TEXT, "in function 'f': unsupported intrinsic 'llvm.load.relative.i64'").unwrap();
        assert_eq!(d.to_string(), "t.ll:5:17: error: in function 'f': unsupported intrinsic 'llvm.load.relative.i64'\n  %r = call i8* @llvm.load.relative.i64(i8* %p, i64 4)\n                ^\n");
        assert!(codegen_diagnostic("t.ll", TEXT, "unsupported target").is_none());
    }
}
