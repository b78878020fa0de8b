//! Splits an instruction's `AsmString` into literal text and operand
//! references, for the assembly writer and matcher back ends.
//!
//! Syntax: `$name` or `${name}` (or `${name:modifier}`) names an operand, `$$`
//! is a literal `$`, and `{att|intel}` chooses per assembler variant; kiln
//! prints and parses variant 0 (AT&T), so only the first alternative is kept.

/// One piece of an assembly string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmPiece {
    Text(String),
    Operand(String),
}

/// The pieces of `asm` (variant 0), with adjacent text merged.
pub fn pieces(asm: &str) -> Result<Vec<AsmPiece>, String> {
    let mut out: Vec<AsmPiece> = Vec::new();
    let mut text = String::new();
    let bytes = asm.as_bytes();
    let mut i = 0;
    // Inside `{...|...}`: true once past the first `|` (skipping text).
    let mut skipping: Option<bool> = None;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'{' if skipping.is_none() => {
                skipping = Some(false);
                i += 1;
                continue;
            }
            b'|' if skipping.is_some() => {
                skipping = Some(true);
                i += 1;
                continue;
            }
            b'}' if skipping.is_some() => {
                skipping = None;
                i += 1;
                continue;
            }
            _ => {}
        }
        if skipping == Some(true) {
            i += 1;
            continue;
        }
        if c != b'$' {
            let len = asm[i..].chars().next().map_or(1, char::len_utf8);
            text.push_str(&asm[i..i + len]);
            i += len;
            continue;
        }
        // `$`
        match bytes.get(i + 1) {
            Some(b'$') => {
                text.push('$');
                i += 2;
            }
            Some(b'{') => {
                let end = asm[i..].find('}').ok_or_else(|| format!("unterminated ${{ in \"{asm}\""))? + i;
                let inner = &asm[i + 2..end];
                let name = inner.split(':').next().unwrap_or("");
                push_operand(&mut out, &mut text, name, asm)?;
                i = end + 1;
            }
            _ => {
                let start = i + 1;
                let mut end = start;
                while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
                    end += 1;
                }
                push_operand(&mut out, &mut text, &asm[start..end], asm)?;
                i = end;
            }
        }
    }
    if skipping.is_some() {
        return Err(format!("unterminated {{ in \"{asm}\""));
    }
    if !text.is_empty() {
        out.push(AsmPiece::Text(text));
    }
    Ok(out)
}

fn push_operand(out: &mut Vec<AsmPiece>, text: &mut String, name: &str, asm: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err(format!("`$' without an operand name in \"{asm}\""));
    }
    if !text.is_empty() {
        out.push(AsmPiece::Text(std::mem::take(text)));
    }
    out.push(AsmPiece::Operand(name.to_string()));
    Ok(())
}

/// An assembly string as a mnemonic and its comma-separated operands, each a
/// list of pieces (`*$dst` is a `*` text piece then an operand).
pub struct AsmSyntax {
    pub mnemonic: Vec<AsmPiece>,
    pub operands: Vec<Vec<AsmPiece>>,
}

/// Splits the pieces at the first tab or space (mnemonic) and then at commas
/// outside parentheses.
pub fn syntax(asm: &str) -> Result<AsmSyntax, String> {
    let mut mnemonic = Vec::new();
    let mut operands: Vec<Vec<AsmPiece>> = Vec::new();
    let mut in_operands = false;
    let mut depth = 0i32;
    for piece in pieces(asm)? {
        match piece {
            AsmPiece::Operand(_) => {
                if in_operands {
                    if operands.is_empty() {
                        operands.push(Vec::new());
                    }
                    operands.last_mut().expect("one operand exists").push(piece);
                } else {
                    mnemonic.push(piece);
                }
            }
            AsmPiece::Text(t) => {
                let mut cur = String::new();
                for ch in t.chars() {
                    if !in_operands {
                        if ch == '\t' || ch == ' ' {
                            if !cur.is_empty() {
                                mnemonic.push(AsmPiece::Text(std::mem::take(&mut cur)));
                            }
                            in_operands = true;
                            operands.push(Vec::new());
                        } else {
                            cur.push(ch);
                        }
                        continue;
                    }
                    match ch {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    if ch == ',' && depth == 0 {
                        if !cur.is_empty() {
                            operands.last_mut().expect("in operands").push(AsmPiece::Text(std::mem::take(&mut cur)));
                        }
                        operands.push(Vec::new());
                    } else if !ch.is_whitespace() {
                        cur.push(ch);
                    }
                }
                if !cur.is_empty() {
                    let target = if in_operands { operands.last_mut().expect("in operands") } else { &mut mnemonic };
                    target.push(AsmPiece::Text(cur));
                }
            }
        }
    }
    operands.retain(|o| !o.is_empty());
    Ok(AsmSyntax { mnemonic, operands })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_operands_and_variants() {
        let p = pieces("add{l}\t{$src, $dst|$dst, $src}").unwrap();
        assert_eq!(p, vec![AsmPiece::Text("addl\t".into()), AsmPiece::Operand("src".into()), AsmPiece::Text(", ".into()), AsmPiece::Operand("dst".into())]);
        let s = syntax("j${cond}\t$dst").unwrap();
        assert_eq!(s.mnemonic, vec![AsmPiece::Text("j".into()), AsmPiece::Operand("cond".into())]);
        assert_eq!(s.operands, vec![vec![AsmPiece::Operand("dst".into())]]);
        let s = syntax("movsq\t(%rsi), %es:(%rdi)").unwrap();
        assert_eq!(s.operands, vec![vec![AsmPiece::Text("(%rsi)".into())], vec![AsmPiece::Text("%es:(%rdi)".into())]]);
        let s = syntax("shll\t$$1, $dst").unwrap();
        assert_eq!(s.operands[0], vec![AsmPiece::Text("$1".into())]);
        assert!(pieces("bad $").is_err());
    }
}
