//! The calendar: a moment of the browser's clock as the date and time a
//! child or a file reads, in the device's time zone.

use super::clock;
use super::record::MatchRecord;
use ::words::results as result_words;

/// A moment in the browser's local time, as the page read it from its clock.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LocalTime {
    /// The year (2026).
    pub year: i32,
    /// 1 (January) to 12.
    pub month: u8,
    /// 1 to 31.
    pub day: u8,
    /// 0 to 23.
    pub hour: u8,
    /// 0 to 59.
    pub minute: u8,
}

impl LocalTime {
    /// The moment as a child reads it: "1 decembrie 2026, 09:14".
    pub fn said(&self) -> String {
        result_words::date_ro(self.year, self.month, self.day, self.hour, self.minute)
    }

    /// The day as a child reads it: "1 decembrie 2026" (the diploma's date).
    pub fn day_said(&self) -> String {
        result_words::day_ro(self.year, self.month, self.day)
    }

    /// The moment as an HTML `datetime` value: `2026-12-01T09:14`.
    pub fn iso(&self) -> String {
        format!(
            "{:04}-{:02}-{:02}T{:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute
        )
    }
}

/// The calendar date and time of `time_ms` (UTC milliseconds) in a zone
/// `offset_minutes` ahead of UTC (120 in Bucharest in winter).
pub fn local_time(time_ms: u64, offset_minutes: i32) -> LocalTime {
    let minutes = (time_ms / 60_000) as i64 + i64::from(offset_minutes);
    let days = minutes.div_euclid(24 * 60);
    let in_day = minutes.rem_euclid(24 * 60);
    // Days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's
    // civil_from_days).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    LocalTime {
        year: year as i32,
        month: month as u8,
        day: day as u8,
        hour: (in_day / 60) as u8,
        minute: (in_day % 60) as u8,
    }
}

/// When a record was saved, in the browser's local time (its zone's offset
/// at that moment, summer time included).
pub fn local_time_of(record: &MatchRecord) -> LocalTime {
    local_time(record.time_ms, clock::utc_offset_minutes(record.time_ms))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_the_browsers_local_calendar() {
        // 2026-12-01 07:14 UTC is 09:14 in Bucharest (UTC+2 in winter).
        let t = local_time(1_796_109_240_000, 120);
        assert_eq!(t.said(), "1 decembrie 2026, 09:14");
        assert_eq!(t.iso(), "2026-12-01T09:14");
        assert_eq!(local_time(0, 0).said(), "1 ianuarie 1970, 00:00");
        // Across midnight and the year's end, both ways.
        assert_eq!(
            local_time(1_798_761_540_000, 180).said(),
            "1 ianuarie 2027, 02:59"
        );
        assert_eq!(
            local_time(1_798_761_600_000, -300).said(),
            "31 decembrie 2026, 19:00"
        );
        // A leap day.
        assert_eq!(
            local_time(1_709_208_000_000, 0).said(),
            "29 februarie 2024, 12:00"
        );
    }
}
