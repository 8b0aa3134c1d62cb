"""The score, as data: one theme for the title and one per game.

Each theme is a chord chart (bars split by "|", one or two chords a bar) and a melody
("pitch/beats" tokens, "r" a rest, "|" a bar line checked against the meter), played
`choruses` times with a different lead instrument each chorus. The arranging rules in
score.py add the rhythm section (walking or two-feel bass, comping, drums, a pad).
The last bar of every chart turns back to the first chord, so the theme loops.
Chord progressions are common jazz forms; the melodies are written for cinetable.
"""
# General MIDI programs (0-based)
PIANO, VIBES, ACCORDION, GUITAR, BASS, STRINGS = 0, 11, 21, 26, 32, 48
TRUMPET, TROMBONE, MUTED_TRUMPET = 56, 57, 59
ALTO_SAX, TENOR_SAX, CLARINET, FLUTE = 65, 66, 71, 73
JAZZ_KIT, BRUSH_KIT = 32, 40

_A = ("Bb6 G7 | Cm7 F7 | Bb6 G7 | Cm7 F7 | Bb7 | Eb6 Edim7 | Dm7 G7 | Cm7 F7 |",
      "D5/1.5 F5/.5 G5/1 F5/1 | Eb5/1.5 C5/.5 A4/2 | D5/1.5 F5/.5 G5/.5 Bb5/1 G5/.5 | "
      "F5/3 r/1 | Ab5/1 G5/.5 F5/.5 D5/1 Bb4/1 | C5/1.5 Eb5/.5 G5/1 Bb5/1 | "
      "A5/1.5 F5/.5 G5/1 D5/1 | C5/1 Eb5/.5 D5/.5 C5/1 A4/1 |")
_A2 = ("Bb6 G7 | Cm7 F7 | Bb6 G7 | Cm7 F7 | Bb7 | Eb6 Edim7 | Cm7 F7 | Bb6 |",
       "D5/1.5 F5/.5 G5/1 F5/1 | Eb5/1.5 C5/.5 A4/2 | D5/1.5 F5/.5 G5/.5 Bb5/1 G5/.5 | "
       "F5/3 r/1 | Ab5/1 G5/.5 F5/.5 D5/1 Bb4/1 | C5/1.5 Eb5/.5 G5/1 Bb5/1 | "
       "Eb5/1 D5/.5 C5/.5 A4/1 F4/1 | Bb4/2 r/2 |")
_B = ("D7 | D7 | G7 | G7 | C7 | C7 | F7 | F7 |",
      "F#5/1.5 A5/.5 F#5/1 D5/1 | E5/1 F#5/.5 A5/.5 C6/2 | B5/1.5 G5/.5 F5/1 D5/1 | "
      "E5/1 F5/.5 G5/.5 B5/2 | Bb5/1.5 G5/.5 E5/1 C5/1 | D5/1 E5/.5 G5/.5 Bb5/2 | "
      "A5/1 G5/1 F5/1 Eb5/1 | C5/1 A4/1 F4/1 r/1 |")

THEMES = {
    # a marquee lighting up: big-band swing in B flat, AABA
    "title": dict(
        tempo=132, meter=4, style="swing", swing=0.64, kit=JAZZ_KIT, choruses=1,
        leads=[TRUMPET], pad=ALTO_SAX, comp=PIANO, reverb=50,
        chords=_A[0] + _A2[0] + _B[0] + _A[0],
        melody=_A[1] + _A2[1] + _B[1] + _A[1]),
    # Hollywood!: a bright studio-lot swing in F; clarinet, then vibraphone
    "hollywood": dict(
        tempo=144, meter=4, style="swing", swing=0.62, kit=JAZZ_KIT, choruses=2,
        leads=[CLARINET, VIBES], pad=None, comp=GUITAR, reverb=40,
        chords="F6 | D7 | Gm7 | C7 | Am7 D7 | Gm7 C7 | F6 Dm7 | Gm7 C7 | "
               "F7 | Bb6 | Bbm6 | F6 D7 | G7 | C7 | F6 D7 | Gm7 C7 |",
        melody="A4/.5 C5/.5 F5/1 E5/.5 F5/.5 A5/1 | F#5/1.5 D5/.5 A4/1 C5/1 | "
               "Bb4/1 D5/.5 F5/.5 A5/1 G5/1 | E5/2 C5/1 r/1 | C5/1 E5/1 F#5/1 A5/1 | "
               "G5/1.5 F5/.5 E5/1 Bb4/1 | A4/1 C5/.5 D5/.5 F5/1 A5/1 | G5/3 r/1 | "
               "A5/1 Eb5/.5 F5/.5 A5/1 C6/1 | D6/2 Bb5/1 G5/1 | Db6/1.5 Bb5/.5 G5/1 Db5/1 | "
               "C5/1 F5/1 F#5/1 A5/1 | B5/1.5 A5/.5 G5/1 D5/1 | E5/1 G5/.5 Bb5/.5 C6/2 | "
               "A5/1 F5/1 F#5/1 A5/.5 C6/.5 | Bb5/1 A5/.5 G5/.5 E5/1 C5/1 |"),
    # Hollywood Poker: a late-night card room, cool minor swing; muted trumpet, tenor sax
    "poker": dict(
        tempo=104, meter=4, style="swing", swing=0.66, kit=BRUSH_KIT, choruses=2,
        leads=[MUTED_TRUMPET, TENOR_SAX], pad=None, comp=VIBES, reverb=60,
        chords="Dm7 | Dm7 | Em7b5 A7 | Dm7 | Gm7 | C7 | Fmaj7 | Em7b5 A7 | "
               "Dm7 | Bb7 | Gm7 | A7 | Dm7 Bbmaj7 | Gm7 C7 | Em7b5 | A7 |",
        melody="r/1 A4/.5 C5/.5 D5/1.5 F5/.5 | E5/1 D5/1 C5/1 A4/1 | "
               "Bb4/1.5 G4/.5 C#5/1 E5/1 | D5/3 r/1 | r/.5 Bb4/.5 D5/.5 F5/.5 A5/1.5 G5/.5 | "
               "E5/1 G5/1 Bb4/2 | A4/1 C5/.5 E5/.5 F5/2 | G5/1 E5/1 C#5/1 A4/1 | "
               "F5/1.5 E5/.5 D5/1 A5/1 | Ab5/2 F5/1 D5/1 | Bb5/1.5 A5/.5 G5/1 D5/1 | "
               "C#5/2 E5/1 G5/1 | F5/1 D5/1 A5/1 D5/1 | Bb4/1 D5/1 E5/1 G5/1 | "
               "F5/1.5 E5/.5 D5/1 Bb4/1 | C#5/1 E5/1 A4/1 r/1 |"),
    # Hollywood 1947: film noir, rain on the studio window; tenor sax over strings
    "hollywood1947": dict(
        tempo=72, meter=4, style="ballad", swing=0.66, kit=BRUSH_KIT, choruses=1,
        leads=[TENOR_SAX], pad=STRINGS, comp=PIANO, reverb=80,
        chords="Cm | CmM7 | Cm7 | Cm6 | Fm7 | Fm6 | Dm7b5 | G7b9 | "
               "Cm | Abmaj7 | Fm7 | Bbm7 Eb7 | Abmaj7 | Dm7b5 G7b9 | Cm Ab7 | Dm7b5 G7b9 |",
        melody="G4/1 C5/1 Eb5/1.5 D5/.5 | B4/3 r/1 | Bb4/1 C5/.5 D5/.5 Eb5/1 G5/1 | "
               "A5/2 G5/1 r/1 | Ab5/1.5 G5/.5 F5/1 C5/1 | D5/3 r/1 | "
               "F5/1 Ab5/1 C6/1.5 Ab5/.5 | B5/2 Ab5/1 G5/1 | G5/3 Eb5/1 | C5/1 Eb5/1 G5/2 | "
               "Ab5/1.5 G5/.5 F5/1 Eb5/1 | Db5/2 G5/1 Db5/1 | C5/3 Eb5/1 | "
               "F5/2 Ab5/1 B4/1 | C5/2 Gb5/1 Eb5/1 | D5/1 F5/1 Ab4/1 B4/1 |"),
    # Festival de Cannes: a jazz waltz on the Croisette; flute, accordion, vibraphone
    "cannes": dict(
        tempo=168, meter=3, style="waltz", swing=0.6, kit=BRUSH_KIT, choruses=3,
        leads=[FLUTE, ACCORDION, VIBES], pad=STRINGS, comp=PIANO, reverb=60,
        chords="Gmaj7 | Em7 | Am7 | D7 | Bm7 | E7 | Am7 | D7 | "
               "Gmaj7 | G7 | Cmaj7 | Cm6 | Bm7 | E7 | Am7 | D7 |",
        melody="B4/1 D5/1 F#5/1 | G5/2 E5/1 | C5/1 E5/1 G5/1 | F#5/2 r/1 | "
               "D5/1 F#5/1 A5/1 | G#5/2 E5/1 | A5/1 G5/1 E5/1 | F#5/1.5 E5/.5 D5/1 | "
               "B5/2 A5/1 | F5/2 D5/1 | E5/1 G5/1 B5/1 | A5/2 Eb5/1 | "
               "D5/1 F#5/1 A5/1 | G#5/1 B5/1 D6/1 | C6/1.5 B5/.5 A5/1 | F#5/1 C5/1 A4/1 |"),
}
