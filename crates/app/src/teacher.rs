//! The teachers' page (`#/profesori`).

use leptos::prelude::*;

use ::words::profiles as words;
use ui_model::html::Html;
use web::js;

/// `#/profesori`: the teachers' page, a Romanian text shipped beside the
/// app (`profesori.html`) and fetched when it opens, as the rules are: it
/// weighs nothing on a child's first load.
#[component]
pub fn TeachersPage() -> impl IntoView {
    let page = RwSignal::new(None::<Option<String>>);
    js::fetch_text("profesori.html", move |t| {
        page.try_set(Some(t));
    });
    let body = move || {
        let (class, text) = match page.get() {
            None => ("help-loading", words::TEACHERS_LOADING),
            Some(None) => ("notice", words::TEACHERS_FAILED),
            // The page shipped beside the app: its markup, as it is.
            Some(Some(html)) => return html,
        };
        let mut said = Html::new();
        said.elem("p").class(class).text(text);
        said.into_string()
    };
    view! { <article class="teachers" inner_html=body></article> }
}
