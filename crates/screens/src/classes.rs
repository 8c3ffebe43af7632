//! `#/clase`: the teacher's classes in this browser, each `[data-class]`
//! with its name and how many children it has and have handed in; a new
//! class (its name asked), a class file opened, a class deleted (asked
//! once, naming it).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::dom::{listen, on_classes_changed};
use ::words::classes as class_words;
use storage::class::{Class, ClassFileError};
use storage::{Browser, Device, NAME_MAX, NameError, clock};
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use ui_model::screen_action::ClassesAction as Action;
use web::action::clicked;
use web::files::{chosen_files, file_button, lines_markup, open_chooser};
use web::js;

/// What the page said last.
struct State {
    device: Device<Browser>,
    said: Vec<String>,
}

/// Draws the classes' page into `root`.
pub fn mount(root: &Element) {
    let _ = root.set_attribute("class", "classes-page");
    let state = Rc::new(RefCell::new(State {
        device: Device::browser(),
        said: Vec::new(),
    }));
    draw(root, &state.borrow());
    let on_click = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let Some((action, button)) = clicked(&event) else {
                return;
            };
            let mut s = state.borrow_mut();
            match action {
                Action::ImportClass => return open_chooser(&button),
                Action::AddClass => {
                    let Some(typed) = js::prompt(class_words::ADD_CLASS_QUESTION, "") else {
                        return;
                    };
                    match storage::name_rule(&typed) {
                        Ok(name) => {
                            let now = clock::now_ms() as u64;
                            match s.device.add_class(&name, now) {
                                Ok(class) => {
                                    js::persist_storage();
                                    // The new class, to write its roster.
                                    let params = Params {
                                        class: Some(class.id),
                                        ..Params::default()
                                    };
                                    crate::dom::go(&href(Page::Class, &params));
                                    return;
                                }
                                Err(_) => s.said = vec![::words::handin::NOT_KEPT.to_string()],
                            }
                        }
                        Err(NameError::TooLong(n)) => {
                            s.said = vec![class_words::class_name_too_long(n, NAME_MAX)];
                        }
                        Err(_) => s.said = vec![class_words::CLASS_NAME_EMPTY.to_string()],
                    }
                }
                Action::DeleteClass => {
                    let id = button.get_attribute("data-class-id").unwrap_or_default();
                    let Some((class, _)) = s.device.class_of(&id) else {
                        return;
                    };
                    let question =
                        class_words::delete_class_question(&class.name, class.size() as u32);
                    if !js::confirm(&question) {
                        return;
                    }
                    s.device.delete_class(&id);
                    s.said = vec![class_words::class_deleted(&class.name)];
                }
            }
            draw(&root, &s);
        }
    };
    let on_change = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let is_file = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .is_some_and(|t| t.class_list().contains("file-input"));
            if !is_file {
                return;
            }
            let (root, state) = (root.clone(), state.clone());
            chosen_files(&event, move |read| {
                let mut s = state.borrow_mut();
                s.said.clear();
                for (name, text) in read {
                    let line = import(&s.device, &name, text.as_deref());
                    s.said.push(line);
                }
                draw(&root, &s);
            });
        }
    };
    // Another tab added, changed or deleted a class.
    let on_storage = {
        let (root, state) = (root.clone(), state.clone());
        move || draw(&root, &state.borrow())
    };
    listen(root, "click", on_click);
    listen(root, "change", on_change);
    on_classes_changed(root, on_storage);
}

/// A class file added to this browser's classes, in one sentence.
fn import(device: &Device<Browser>, name: &str, text: Option<&str>) -> String {
    let read = match text.map(Class::from_file) {
        Some(Ok((class, _))) => class,
        Some(Err(ClassFileError::NotOurs)) => return class_words::not_a_class_file(name),
        Some(Err(ClassFileError::Newer(_))) => return class_words::newer_class_file(name),
        Some(Err(_)) | None => return class_words::damaged_class_file(name),
    };
    let named = read.name.clone();
    match device.import_class(read) {
        Ok(_) => {
            js::persist_storage();
            class_words::class_imported(&named)
        }
        Err(_) => class_words::CLASS_FILE_NOT_KEPT.to_string(),
    }
}

fn draw(root: &Element, s: &State) {
    root.set_inner_html(markup(&s.device.classes(), &s.said).as_str());
}

/// The page: the title, the classes, the buttons, what was said, and what
/// the browser may still clear.
fn markup(classes: &[Class], said: &[String]) -> Html {
    let mut html = Html::new();
    html.elem("h1").text(class_words::CLASSES_TITLE);
    html.elem("p")
        .class("intro")
        .text(class_words::CLASSES_INTRO);
    html.elem("ul")
        .class("classes-said")
        .attr("role", "status")
        .body(|h| {
            h.html(&lines_markup(said));
        });
    if classes.is_empty() {
        html.elem("p").class("empty").text(class_words::NO_CLASSES);
    }
    html.elem("ul").class("class-list").body(|h| {
        for class in classes {
            let rows = class.rows(&|p| p.id.clone(), 0);
            let handed = rows.iter().filter(|r| r.handed_in).count() as u32;
            let params = Params {
                class: Some(class.id.clone()),
                ..Params::default()
            };
            h.elem("li").attr("data-class", &class.id).body(|h| {
                h.elem("a")
                    .class("class-link")
                    .attr("href", &href(Page::Class, &params))
                    .body(|h| {
                        h.elem("strong").class("class-title").text(&class.name);
                        h.elem("span")
                            .class("class-summary")
                            .text(&class_words::class_summary(rows.len() as u32, handed));
                    });
                h.elem("button")
                    .action(&Action::DeleteClass)
                    .attr("data-class-id", &class.id)
                    .attr("aria-label", &class_words::delete_class_label(&class.name))
                    .text(class_words::DELETE_CLASS);
            });
        }
    });
    html.elem("p").class("classes-tools").body(|h| {
        h.elem("button")
            .class("primary")
            .action(&Action::AddClass)
            .text(class_words::ADD_CLASS);
        file_button(h, &Action::ImportClass, class_words::IMPORT_CLASS);
    });
    html.elem("p")
        .class("classes-keeping")
        .text(class_words::KEEPING);
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use ui_model::action::read_first;
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    #[test]
    fn each_class_shows_its_name_and_children_and_any_name_stays_text() {
        for evil in EVIL {
            let mut class = Class {
                id: "18f3".into(),
                name: evil.to_string(),
                ..Class::default()
            };
            class.set_roster("Ana\nBogdan").unwrap();
            let html = markup(&[class], &[]).into_string();
            assert_safe(&html);
            assert!(html.contains(&format!(
                "<li data-class=\"18f3\"><a class=\"class-link\" href=\"#/clasa?c=18f3\"><strong class=\"class-title\">{}</strong><span class=\"class-summary\">2 copii · nu au predat încă</span></a>",
                escaped(evil)
            )));
            assert_eq!(read_first(&html, "add-class"), Some(Action::AddClass));
            assert_eq!(read_first(&html, "delete-class"), Some(Action::DeleteClass));
        }
        let none = markup(&[], &[]).into_string();
        assert!(none.contains(&escaped(class_words::NO_CLASSES)));
    }
}
