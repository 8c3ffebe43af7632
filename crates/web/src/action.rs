//! The one click delegate of the pages written as markup: it finds the
//! button a click landed in and reads it into the page's typed action
//! ([`ui_model::action::FromButton`]).

use wasm_bindgen::JsCast;
use web_sys::Element;

use ui_model::action::FromButton;

/// The one click delegate: the action of the button a click landed in (or
/// on), and the button.
pub fn clicked<A: FromButton>(event: &web_sys::Event) -> Option<(A, Element)> {
    // A click targets an element (were it not one, `closest` would fail).
    let button = event
        .target()?
        .unchecked_into::<Element>()
        .closest(A::SELECTOR)
        .ok()??;
    let name = button.get_attribute(A::ATTR)?;
    let action = A::read(&name, &|key| button.get_attribute(key))?;
    Some((action, button))
}
