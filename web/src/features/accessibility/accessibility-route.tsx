import { Link } from 'react-router';
import { BUSINESS } from '../../../../domain/business.ts';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import styles from './accessibility.module.css';

/** The day this statement was drawn up and last reviewed (Dutch long form). */
const STATEMENT_DATE = '28 november 2026';

/**
 * /toegankelijkheid: the accessibility statement of the European Accessibility Act (issue 36):
 * the standard (WCAG 2.1 AA through EN 301 549), how the site is checked (tests/README.md, the
 * a11y specs), what meets it, what does not yet, and how to report a problem. Static text: keep
 * "Wat nog niet voldoet" true when a limitation is fixed or found.
 */
export function Component() {
  useDocumentMeta(
    'Toegankelijkheidsverklaring',
    `Hoe toegankelijk de website van ${BUSINESS.name} is (WCAG 2.1 niveau AA), wat nog niet goed gaat en hoe je een probleem meldt.`,
  );
  return (
    <article className={styles.page} aria-labelledby="statement-title">
      {/* One long compound: on a narrow screen it breaks where its two words meet. */}
      <h1 id="statement-title" className={styles.title}>
        Toegankelijkheids
        <wbr />
        verklaring
      </h1>
      <p className={styles.lead}>
        We willen dat iedereen bij {BUSINESS.name} apparatuur kan huren en kopen en zich kan inschrijven voor
        een opleiding: met muis of toetsenbord, met een schermlezer, met vergroting of op een kleine telefoon.
      </p>

      <div className={styles.status}>
        <p>
          <strong>Deze website voldoet grotendeels aan WCAG 2.1 niveau AA.</strong> Wat nog niet voldoet,
          staat hieronder.
        </p>
      </div>

      <h2>Welke eisen gelden</h2>
      <p>
        Webwinkels moeten sinds 28 juni 2025 toegankelijk zijn volgens de Europese toegankelijkheidswet
        (European Accessibility Act), in Nederland vastgelegd in de Implementatiewet
        toegankelijkheidsvoorschriften producten en diensten. De Europese norm EN 301 549 vraagt daarvoor dat
        een website voldoet aan de Web Content Accessibility Guidelines (WCAG) 2.1 op niveau A en AA. Die
        maatstaf gebruiken wij, voor deze hele website: de verhuur, de verkoop en occasions, de opleidingen,
        de winkelwagen en het bestellen, je account en je facturen.
      </p>

      <h2>Hoe we het controleren</h2>
      <p>
        Bij elke wijziging van de website draaien automatische controles die een wijziging tegenhouden als ze
        iets vinden:
      </p>
      <ul>
        <li>
          elke soort pagina wordt met axe-core getoetst aan de regels van WCAG 2.0, 2.1 en 2.2 (niveau A en
          AA), op een breed scherm en op een telefoon, ingelogd en niet ingelogd, en met het zoekvenster, de
          winkelwagen, het accountvenster en de kalender voor je huurperiode open;
        </li>
        <li>
          een volledige bestelling, van een artikel tot een betaalde bestelling, wordt alleen met het
          toetsenbord gedaan (Tab, Shift+Tab, Enter, spatie en de pijltjestoetsen);
        </li>
        <li>
          de belangrijkste pagina's worden bekeken op 320 pixels breed en met tekst op 200 %: er mag niets
          wegvallen en je hoeft niet opzij te scrollen.
        </li>
      </ul>
      <p>
        Automatische controles vinden lang niet alles. Een onafhankelijke toetsing door een deskundige en een
        test met mensen die een schermlezer of vergroting gebruiken, hebben nog niet plaatsgevonden.
      </p>

      <h2>Wat voldoet</h2>
      <ul>
        <li>
          Alles werkt met het toetsenbord, met een zichtbare focus en een link om direct naar de inhoud te
          springen.
        </li>
        <li>
          Formulieren hebben labels; fouten staan in gewone taal onder het veld, en de focus gaat naar het
          eerste veld met een fout.
        </li>
        <li>Tekst en knoppen hebben voldoende contrast met hun achtergrond.</li>
        <li>
          Vensters (zoeken, winkelwagen, account) houden de focus vast en geven hem terug als ze sluiten;
          Escape sluit ze.
        </li>
        <li>
          De kalender voor je huurperiode werkt met de pijltjestoetsen en noemt gesloten dagen en feestdagen.
        </li>
        <li>
          Bewegende onderdelen (de banner en de merken op de homepage) kun je pauzeren, en ze staan stil als
          je systeem om minder beweging vraagt.
        </li>
        <li>
          De pagina's passen op een scherm van 320 pixels breed en blijven bruikbaar met tekst op 200 %.
        </li>
      </ul>

      <h2>Wat nog niet voldoet</h2>
      <ul>
        <li>
          <strong>Facturen in pdf</strong> (te downloaden op je accountpagina) zijn nog geen toegankelijke
          pdf's: ze hebben geen structuur (tags) voor een schermlezer. Dezelfde gegevens (nummer, datum,
          soort, status en bedrag) staan wel toegankelijk in de tabel op je accountpagina. Wil je een factuur
          in een andere vorm, neem dan contact met ons op.
        </li>
        <li>
          <strong>Teksten van onze redactie</strong> (nieuws, acties en informatiepagina's) worden
          gecontroleerd zoals ze nu op de website staan. Een nieuwe tekst kan een fout bevatten, bijvoorbeeld
          een afbeelding zonder beschrijving, tot de volgende controle die vindt.
        </li>
        <li>
          <strong>Heel grote tekst op een telefoon</strong>: met tekst op 200 % op een telefoonscherm (kleiner
          dan 320 pixels bij gewone tekst) moet je op de cursuspagina's, de agenda en de stap met je gegevens
          bij het bestellen nog een stukje opzij scrollen. Op 320 pixels breed, en met tekst op 200 % op een
          groter scherm, past alles.
        </li>
        <li>
          <strong>De betaalpagina van onze betaalprovider</strong> is niet van ons; de toegankelijkheid
          daarvan valt onder die provider.
        </li>
      </ul>

      <h2>Een probleem melden</h2>
      <p>
        Loop je ergens tegenaan op deze website, of heb je informatie nodig in een andere vorm? Laat het ons
        weten, dan helpen we je verder en lossen we het op:
      </p>
      <ul className={styles.contact}>
        <li>
          Per e-mail: <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
        </li>
        <li>
          Per telefoon: <a href={BUSINESS.phone.href}>{BUSINESS.phone.display}</a> (maandag tot en met
          vrijdag, 09:00 tot 17:00)
        </li>
        <li>
          Met het <Link to={paths.contact()}>contactformulier</Link>
        </li>
      </ul>
      <p>
        Vertel ons op welke pagina het was en wat er misging. We nemen zo snel mogelijk contact met je op. Kom
        je er met ons niet uit, dan kun je terecht bij de Autoriteit Consument &amp; Markt (ACM), die in
        Nederland toezicht houdt op de toegankelijkheid van webwinkels.
      </p>

      <p className={styles.dated}>
        Deze verklaring is opgesteld op {STATEMENT_DATE} en voor het laatst bijgewerkt op {STATEMENT_DATE}.
      </p>
    </article>
  );
}
