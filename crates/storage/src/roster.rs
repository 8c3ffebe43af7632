//! A teacher's roster ([`Roster`]): the children of a class, each with an
//! id that stays when the name is corrected; and the class's join link
//! ([`Invite`]), which brings the roster onto a tablet as its children
//! ([`crate::Device::join`]), so no child types a name.

use crate::handin::{Reader, Writer, crc16, from_base32, to_base32};
use crate::names::{NameError, folded_name, name_rule, same_name};
use crate::{Child, ChildId, Device, Membership, Store, Unavailable, profile_key};

/// The most children of one roster.
pub const ROSTER_MAX: usize = 60;

/// A child of a roster.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RosterChild {
    /// Given once, never changed nor given again in the class.
    pub id: u32,
    pub name: String,
}

/// The children of a class, in the teacher's order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Roster {
    pub children: Vec<RosterChild>,
    /// The id the next new child gets.
    pub next_id: u32,
}

/// Why a roster was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RosterError {
    /// A line the name rule refuses: its number (from 1), its text, why.
    Name {
        line: usize,
        text: String,
        why: NameError,
    },
    /// Two lines the app would take for the same child.
    Same(String, String),
    /// More children than a roster holds: how many.
    TooMany(usize),
}

impl Roster {
    /// The roster the teacher's text makes, one name a line (empty lines
    /// skipped). A child whose name is still there keeps their id; a name
    /// corrected in its place (or the only name changed) keeps the id of
    /// the name it replaces; a new name gets a new id.
    ///
    /// ```
    /// use storage::roster::{Roster, RosterError};
    /// let class = Roster::default().edited("Bianka\nAndrei").unwrap();
    /// let fixed = class.edited("Bianca\nAndrei\nMaria").unwrap();
    /// assert_eq!(fixed.children[0].id, class.children[0].id);
    /// assert_eq!(fixed.children[1].id, class.children[1].id);
    /// assert!(matches!(fixed.edited("Maria\nmaria"), Err(RosterError::Same(..))));
    /// ```
    pub fn edited(&self, text: &str) -> Result<Roster, RosterError> {
        let mut names: Vec<String> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let name = name_rule(line).map_err(|why| RosterError::Name {
                line: i + 1,
                text: line.trim().to_string(),
                why,
            })?;
            if let Some(other) = names.iter().find(|n| same_name(n, &name)) {
                return Err(RosterError::Same(other.clone(), name));
            }
            names.push(name);
        }
        if names.len() > ROSTER_MAX {
            return Err(RosterError::TooMany(names.len()));
        }
        let old = &self.children;
        let mut ids: Vec<Option<u32>> = vec![None; names.len()];
        let mut used = vec![false; old.len()];
        // The same name: the same child.
        for (i, name) in names.iter().enumerate() {
            if let Some(j) = old.iter().position(|c| same_name(&c.name, name)) {
                ids[i] = Some(old[j].id);
                used[j] = true;
            }
        }
        // A name corrected: the old name it is closest to, if close (a
        // letter or two: „Bianka” is „Bianca”).
        for (i, name) in names.iter().enumerate() {
            if ids[i].is_some() {
                continue;
            }
            let near = (0..old.len())
                .filter(|&j| !used[j])
                .map(|j| (distance(&folded_name(name), &folded_name(&old[j].name)), j))
                .filter(|&(d, _)| d <= 2 && d * 4 <= name.chars().count())
                .min();
            if let Some((_, j)) = near {
                ids[i] = Some(old[j].id);
                used[j] = true;
            }
        }
        // A name corrected in its place.
        for (i, id) in ids.iter_mut().enumerate() {
            if id.is_none() && i < old.len() && !used[i] {
                *id = Some(old[i].id);
                used[i] = true;
            }
        }
        // The one name left changed, wherever it moved.
        let new: Vec<usize> = (0..names.len()).filter(|&i| ids[i].is_none()).collect();
        let gone: Vec<usize> = (0..old.len()).filter(|&j| !used[j]).collect();
        if let ([i], [j]) = (&new[..], &gone[..]) {
            ids[*i] = Some(old[*j].id);
        }
        let mut next_id = self
            .next_id
            .max(old.iter().map(|c| c.id + 1).max().unwrap_or(1));
        let children = names
            .into_iter()
            .zip(ids)
            .map(|(name, id)| {
                let id = id.unwrap_or_else(|| {
                    next_id += 1;
                    next_id - 1
                });
                RosterChild { id, name }
            })
            .collect();
        Ok(Roster { children, next_id })
    }

    /// The roster as the teacher edits it: one name a line.
    pub fn to_lines(&self) -> String {
        let names: Vec<&str> = self.children.iter().map(|c| &*c.name).collect();
        names.join("\n")
    }

    /// The child of this id, if on the roster.
    pub fn child(&self, id: u32) -> Option<&RosterChild> {
        self.children.iter().find(|c| c.id == id)
    }

    pub fn is_empty(&self) -> bool {
        self.children.is_empty()
    }

    /// Adds the children of `other` (the same class's roster, from a class
    /// file) that this one does not have; a child of both keeps this name.
    pub fn absorb(&mut self, other: &Roster) {
        for c in &other.children {
            let taken = self.children.iter().any(|k| same_name(&k.name, &c.name));
            if self.child(c.id).is_none() && !taken && self.children.len() < ROSTER_MAX {
                self.children.push(c.clone());
            }
        }
        self.next_id = self.next_id.max(other.next_id);
    }
}

/// The letters to change, add or drop to make `a` of `b` (Levenshtein).
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (row[j] + 1)
                .min(row[j + 1] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The first bytes of a join code: not a hand-in's (`SJ`).
const INVITE_MAGIC: [u8; 2] = *b"SC";
const INVITE_VERSION: u8 = 1;

/// A class's join link's content: the class and its roster.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Invite {
    /// The class's id.
    pub class: String,
    /// The class's name („2A”).
    pub name: String,
    pub children: Vec<RosterChild>,
}

impl Invite {
    /// The join code: base 32, which a QR code holds compactly, with a
    /// checksum that refuses a cut or changed link.
    ///
    /// ```
    /// use storage::roster::{Invite, RosterChild};
    /// let invite = Invite {
    ///     class: "18c2".into(),
    ///     name: "2A".into(),
    ///     children: vec![RosterChild { id: 1, name: "Ștefan".into() }],
    /// };
    /// assert_eq!(Invite::from_code(&invite.to_code()), Some(invite));
    /// assert_eq!(Invite::from_code("SALUT"), None);
    /// ```
    pub fn to_code(&self) -> String {
        let mut w = Writer::default();
        w.bytes(&INVITE_MAGIC);
        w.byte(INVITE_VERSION);
        w.text(&self.class);
        w.text(&self.name);
        w.number(self.children.len() as u32);
        for c in &self.children {
            w.number(c.id);
            w.text(&c.name);
        }
        let crc = crc16(&w.out);
        w.bytes(&crc.to_be_bytes());
        to_base32(&w.out)
    }

    /// A join code back; `None` when it is not one, is damaged, or names
    /// a child the name rule refuses (made by hand).
    pub fn from_code(code: &str) -> Option<Invite> {
        let bytes = from_base32(code.trim())?;
        let (body, crc) = bytes.split_at(bytes.len().checked_sub(2)?);
        if body.get(..3)? != [INVITE_MAGIC[0], INVITE_MAGIC[1], INVITE_VERSION]
            || crc16(body).to_be_bytes() != crc
        {
            return None;
        }
        let mut r = Reader { bytes: body, at: 3 };
        let class = r.text()?;
        let name = r.text()?;
        let n = r.number()? as usize;
        if class.is_empty() || class.len() > 32 || n > ROSTER_MAX {
            return None;
        }
        let mut children: Vec<RosterChild> = Vec::new();
        for _ in 0..n {
            let id = r.number()?;
            let name = name_rule(&r.text()?).ok()?;
            let clash = children
                .iter()
                .any(|c| c.id == id || same_name(&c.name, &name));
            if clash {
                return None;
            }
            children.push(RosterChild { id, name });
        }
        let name = name_rule(&name).ok()?;
        (r.at == body.len()).then_some(Invite {
            class,
            name,
            children,
        })
    }
}

/// What a join link did on a tablet ([`Device::join`]).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Joined {
    /// Children new on the tablet.
    pub added: usize,
    /// Children already on the tablet by that name, now of the class.
    pub joined: usize,
    /// Children of the class already, their names brought up to date.
    pub already: usize,
    /// Children the browser did not keep (its storage is full): counted
    /// in none of the above.
    pub not_kept: usize,
}

impl<S: Store> Device<S> {
    /// Brings a class's children onto this device from its join link:
    /// each roster child already of the class keeps their profile (its
    /// name now the roster's); a child of no class by the same name joins
    /// the class; any other is added, with the avatar `avatar(i)` (the
    /// child's place on the roster). Opening the link twice adds nothing.
    pub fn join(&self, invite: &Invite, avatar: &dyn Fn(usize) -> String) -> Joined {
        let mut done = Joined::default();
        self.default_child();
        for (i, rc) in invite.children.iter().enumerate() {
            let membership = Membership {
                id: invite.class.clone(),
                nume: invite.name.clone(),
                copil: rc.id,
            };
            let children = self.children();
            let mine = |c: &Child| c.clasa.as_ref().is_some_and(|m| m.id == invite.class);
            let found = children
                .iter()
                .find(|(_, c)| mine(c) && c.clasa.as_ref().is_some_and(|m| m.copil == rc.id))
                .map(|(id, c)| (*id, c, &mut done.already))
                .or_else(|| {
                    children
                        .iter()
                        .find(|(_, c)| c.clasa.is_none() && same_name(&c.nume, &rc.name))
                        .map(|(id, c)| (*id, c, &mut done.joined))
                });
            // Counted once kept: a child the browser refused is only `not_kept`.
            let (id, child, count) = match found {
                Some((id, c, count)) => {
                    // A name the class has for another of its children stays.
                    let free = !children
                        .iter()
                        .any(|(o, k)| *o != id && mine(k) && same_name(&k.nume, &rc.name));
                    let nume = if free {
                        rc.name.clone()
                    } else {
                        c.nume.clone()
                    };
                    let child = Child {
                        nume,
                        avatar: c.avatar.clone(),
                        clasa: Some(membership),
                    };
                    if child == *c {
                        *count += 1;
                        continue;
                    }
                    (id, child, count)
                }
                None => {
                    let id = self.next_id();
                    let child = Child {
                        nume: rc.name.clone(),
                        avatar: avatar(i),
                        clasa: Some(membership),
                    };
                    (id, child, &mut done.added)
                }
            };
            if self.store.set(&profile_key(id), &child).is_err() {
                done.not_kept += 1;
            } else {
                *count += 1;
                self.note_id(id);
            }
        }
        // The first child of a new tablet, „Copilul 1”, never played: gone,
        // once the class is there (a full storage changes nothing).
        if done.added + done.joined + done.already > 0 {
            self.drop_unused_default();
        }
        done
    }

    /// Deletes the default child „Copilul 1” if the device has others and
    /// it has nothing kept: a class's tablet lists only its children.
    fn drop_unused_default(&self) {
        let children = self.children();
        let default_name = words::storage::default_child_name(1);
        if children.len() < 2 {
            return;
        }
        for (id, c) in &children {
            let unused = c.clasa.is_none()
                && c.nume == default_name
                && self
                    .store
                    .keys(&crate::data_prefix(*id))
                    .unwrap_or_default()
                    .is_empty();
            if unused {
                self.delete_child(*id);
            }
        }
    }

    /// The children of this device in a class (by its id), in roster
    /// order of their ids.
    pub fn children_of_class(&self, class: &str) -> Vec<(ChildId, Child)> {
        let mut out: Vec<(ChildId, Child)> = self
            .children()
            .into_iter()
            .filter(|(_, c)| c.clasa.as_ref().is_some_and(|m| m.id == class))
            .collect();
        engine::sort_small_by_key(&mut out, |(_, c)| c.clasa.as_ref().map_or(0, |m| m.copil));
        out
    }
}

/// Whether the result of [`Device::join`] kept nothing at all.
pub fn unavailable(joined: &Joined) -> Result<(), Unavailable> {
    if joined.not_kept > 0 && joined.added + joined.joined + joined.already == 0 {
        Err(Unavailable)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Memory;

    fn invite(names: &[&str]) -> Invite {
        let roster = Roster::default().edited(&names.join("\n")).unwrap();
        Invite {
            class: "2a".into(),
            name: "2A".into(),
            children: roster.children,
        }
    }

    #[test]
    fn two_names_the_app_takes_for_one_child_are_refused() {
        for (a, b) in [
            ("Maria", "maria"),
            ("Ștefan", "Stefan"),
            ("Ana Maria", "ana-maria"),
        ] {
            let err = Roster::default().edited(&format!("{a}\n{b}")).unwrap_err();
            assert_eq!(err, RosterError::Same(a.into(), b.into()));
        }
        let ok = Roster::default().edited("Maria P.\nMaria T.\n\n").unwrap();
        assert_eq!(ok.children.len(), 2);
        let long = "x".repeat(25);
        assert_eq!(
            Roster::default().edited(&format!("Ana\n\n{long}")),
            Err(RosterError::Name {
                line: 3,
                text: long,
                why: NameError::TooLong(25)
            })
        );
    }

    #[test]
    fn ids_stay_through_corrections_and_are_never_given_twice() {
        let first = Roster::default().edited("Ana\nBianka\nCodrin").unwrap();
        let ids: Vec<u32> = first.children.iter().map(|c| c.id).collect();
        assert_eq!(ids, [1, 2, 3]);
        // Corrected in place, reordered, one removed, one added.
        let second = first.edited("Codrin\nAna\nBianca\nDan").unwrap();
        let ids: Vec<u32> = second.children.iter().map(|c| c.id).collect();
        assert_eq!(ids, [3, 1, 2, 4]);
        let third = second.edited("Ana\nDan").unwrap();
        let fourth = third.edited("Ana\nDan\nEmil").unwrap();
        // Emil is new: not Bianca's or Codrin's id again.
        assert_eq!(fourth.children[2].id, 5);
    }

    #[test]
    fn a_join_code_refuses_damage_and_impossible_rosters() {
        let good = invite(&["Ana", "Bogdan"]);
        let code = good.to_code();
        let mut damaged = code.clone().into_bytes();
        damaged[8] = if damaged[8] == b'A' { b'B' } else { b'A' };
        assert_eq!(
            Invite::from_code(&String::from_utf8(damaged).unwrap()),
            None
        );
        assert_eq!(Invite::from_code(&code[..code.len() - 3]), None);
        assert_eq!(Invite::from_code(""), None);
        let twice = Invite {
            children: vec![good.children[0].clone(), good.children[0].clone()],
            ..good.clone()
        };
        assert_eq!(Invite::from_code(&twice.to_code()), None);
    }

    #[test]
    fn joining_adds_the_class_once_and_keeps_a_child_already_there() {
        let device = Device::new(Memory::default());
        let andrei = device.add_child("andrei", "urs").unwrap();
        let link = invite(&["Andrei", "Maria P.", "Maria T."]);
        let avatar = |i: usize| format!("a{i}");
        let done = device.join(&link, &avatar);
        assert_eq!((done.added, done.joined, done.already), (2, 1, 0));
        // „Copilul 1”, never played, made room for the class.
        let names: Vec<String> = device.children().into_iter().map(|(_, c)| c.nume).collect();
        assert_eq!(names, ["Andrei", "Maria P.", "Maria T."]);
        let (_, a) = device.children()[0].clone();
        assert_eq!(a.avatar, "urs");
        assert_eq!(a.clasa.map(|m| m.copil), Some(1));
        assert_eq!(device.children()[0].0, andrei);
        let again = device.join(&link, &avatar);
        assert_eq!((again.added, again.joined, again.already), (0, 0, 3));
        assert_eq!(device.children().len(), 3);
        // Kept as one text; a text edited by hand is no class, the child stays.
        let key = crate::profile_key(andrei);
        let kept = device.store.raw(&key).unwrap();
        assert!(kept.contains(r#""clasa":"2a 1 2A""#), "{kept}");
        device
            .store
            .set_raw(&key, kept.replace("2a 1 2A", "x"))
            .unwrap();
        assert_eq!(device.children()[0].1.clasa, None);
        assert_eq!(device.children()[0].1.nume, "Andrei");
        device.join(&link, &avatar);
        // Another class's Andrei is a child of his own.
        let other = Invite {
            class: "3b".into(),
            name: "3B".into(),
            ..invite(&["Andrei"])
        };
        assert_eq!(device.join(&other, &avatar).added, 1);
        assert_eq!(device.children_of_class("3b").len(), 1);
        assert_eq!(device.children_of_class("2a").len(), 3);
        // A corrected name comes with the next link.
        let fixed = Invite {
            children: vec![RosterChild {
                id: 2,
                name: "Maria Popa".into(),
            }],
            ..link
        };
        device.join(&fixed, &avatar);
        assert_eq!(device.children_of_class("2a")[1].1.nume, "Maria Popa");
        // Within a class a name is still refused twice; across classes not.
        let (id3b, _) = device.children_of_class("3b")[0].clone();
        assert!(device.rename_child(id3b, "Andrei", "urs").is_ok());
        assert!(device.add_child("Andrei", "urs").is_ok());
        assert!(device.add_child("ANDREI", "urs").is_err());
    }

    #[test]
    fn a_full_storage_counts_the_children_it_refused_once() {
        let device = Device::new(Memory::default());
        device.add_child("Ana", "urs").unwrap();
        device.store().full.set(true);
        let done = device.join(&invite(&["Ana", "Bogdan", "Cezar"]), &|_| "urs".into());
        assert_eq!(
            done,
            Joined {
                not_kept: 3,
                ..Joined::default()
            }
        );
        assert_eq!(unavailable(&done), Err(Unavailable));
        // Nothing changed: „Copilul 1”, who never played, is still there.
        let names: Vec<String> = device.children().into_iter().map(|(_, c)| c.nume).collect();
        assert_eq!(names, ["Copilul 1", "Ana"]);
        assert!(device.children().iter().all(|(_, c)| c.clasa.is_none()));
    }
}
