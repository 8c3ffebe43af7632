//! `#/probleme/<joc>/<n>`: playing one puzzle (being moved here).

use crate::engine::Variant;
use crate::ui::route::Params;

/// The page of puzzle `number` of `variant`.
pub fn mount(root: &web_sys::Element, variant: Variant, number: u16, params: &Params) {
    let _ = (root, variant, number, params);
}
