//! The one click delegate of the pages written as markup: it finds the
//! button a click landed in and reads it into the page's typed action
//! ([`ui_model::action::FromButton`]).

use wasm_bindgen::JsCast;
use web_sys::Element;

use ui_model::action::FromButton;

/// The one click delegate: the action of the button a click landed in (or
/// on), and the button.
pub fn clicked<A: FromButton>(event: &web_sys::Event) -> Option<(A, Element)> {
    let (button, name) = button_of(event, A::SELECTOR, A::ATTR)?;
    let action = A::read(&name, &|key| button.get_attribute(key))?;
    Some((action, button))
}

/// The button a click landed in, and its action's name: once for every
/// enum (not generic, so each page's reader adds only its `read`).
fn button_of(event: &web_sys::Event, selector: &str, attr: &str) -> Option<(Element, String)> {
    // A click targets an element (were it not one, `closest` would fail).
    let button = event
        .target()?
        .unchecked_into::<Element>()
        .closest(selector)
        .ok()??;
    let name = button.get_attribute(attr)?;
    Some((button, name))
}
