fn main() {
    sah_in_joaca::ui::mount();
}
