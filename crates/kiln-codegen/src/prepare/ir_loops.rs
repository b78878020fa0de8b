//! The innermost loops of an IR function, as the IR passes before selection need them
//! (LLVM's LoopInfo restricted to what loop strength reduction rewrites): natural loops
//! found from their back edges over the dominator tree ([`kiln_ir::verifier::DomTree`]), each
//! with one latch and, where it has one, its preheader (the one block outside the loop that
//! enters it, and only it). Loops that contain another loop or have several back edges are
//! left out. The machine-level loop info (`analysis/loops.rs`) works on machine
//! blocks and is built later, after selection.

use kiln_ir::verifier::DomTree;
use kiln_ir::{BlockId, Function};

/// One innermost natural loop.
pub struct IrLoop {
    pub header: BlockId,
    /// The one block that branches back to the header.
    pub latch: BlockId,
    /// The one block outside the loop that branches to the header when the header is its
    /// only successor (LLVM's preheader; `None` when the loop has none).
    pub preheader: Option<BlockId>,
    /// The loop's blocks (the header first).
    pub blocks: Vec<BlockId>,
}

/// Whether the function whose edges `dom` holds (`DomTree::compute_cfg`) has an edge to a
/// block no later in reverse post-order: without one it has no loop, and no dominator tree is
/// needed to know it.
pub fn may_have_loops(dom: &DomTree) -> bool {
    let rpo = dom.reverse_post_order_blocks();
    let mut position = vec![u32::MAX; rpo.iter().map(|b| b.index() + 1).max().unwrap_or(0)];
    for (k, b) in rpo.iter().enumerate() {
        position[b.index()] = k as u32;
    }
    rpo.iter().enumerate().any(|(k, &b)| dom.succs(b).iter().any(|s| position.get(s.index()).is_some_and(|&p| p as usize <= k)))
}

/// The innermost loops of `f`, whose dominator tree `dom` holds, in reverse post-order of
/// their headers. `in_loop` is scratch space of one flag per block, left all false.
pub fn innermost_loops(f: &Function, dom: &DomTree, in_loop: &mut Vec<bool>) -> Vec<IrLoop> {
    in_loop.clear();
    in_loop.resize(f.blocks.len(), false);
    let is_header = |h: BlockId| dom.preds(h).iter().any(|&p| dom.dominates(h, p));
    let mut loops = Vec::new();
    for &header in dom.reverse_post_order_blocks() {
        let mut latches = dom.preds(header).iter().filter(|&&p| dom.dominates(header, p));
        let Some(&latch) = latches.next() else { continue };
        if latches.next().is_some() {
            continue;
        }
        if let Some(blocks) = body(dom, header, latch, in_loop, &is_header) {
            let mut outside = dom.preds(header).iter().filter(|p| !in_loop[p.index()]);
            let entering = outside.next().copied();
            let single = outside.next().is_none();
            for b in &blocks {
                in_loop[b.index()] = false;
            }
            if let Some(entering) = entering {
                let preheader = (single && dom.succs(entering) == [header]).then_some(entering);
                loops.push(IrLoop { header, latch, preheader, blocks });
            }
        }
    }
    loops
}

/// The blocks of the natural loop of the back edge `latch -> header` (flagged in `in_loop`),
/// or `None`, with no flag left set, when another loop's header is among them.
fn body(dom: &DomTree, header: BlockId, latch: BlockId, in_loop: &mut [bool], is_header: &dyn Fn(BlockId) -> bool) -> Option<Vec<BlockId>> {
    let mut blocks = vec![header];
    in_loop[header.index()] = true;
    let mut stack = vec![latch];
    while let Some(b) = stack.pop() {
        if in_loop[b.index()] || !dom.is_reachable(b) {
            continue;
        }
        if is_header(b) {
            for x in &blocks {
                in_loop[x.index()] = false;
            }
            return None;
        }
        in_loop[b.index()] = true;
        blocks.push(b);
        stack.extend_from_slice(dom.preds(b));
    }
    Some(blocks)
}
