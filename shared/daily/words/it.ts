/** Gli eventi del giorno in italiano (vedi ./index.ts). */
import type { HighlightFacts } from './types';

const ARTICOLO: Record<string, string> = { sun: 'il ', moon: 'la ', north_node: 'il ' };
const nome = (key: string, name: string): string => `${ARTICOLO[key] ?? ''}${name}`;
const mai = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const ASPETTO: Record<string, [string, 'f' | 'm']> = {
  conjunction: ['in congiunzione', 'f'],
  opposition: ['in opposizione', 'f'],
  trine: ['in trigono', 'm'],
  square: ['in quadratura', 'f'],
  sextile: ['in sestile', 'm'],
};
const SENSO: Record<string, string> = {
  conjunction: 'le loro energie si fondono e si concentrano',
  opposition: 'due poli tirano ciascuno dalla propria parte e chiedono equilibrio',
  trine: 'un sostegno scorre con facilità tra i due',
  square: 'un attrito spinge a prendere una decisione o a fare un aggiustamento',
  sextile: 'un’apertura premia una piccola iniziativa',
};
const LUNAZIONE: Record<string, string> = {
  'new-moon': 'Luna Nuova: un momento di semina per le intenzioni e i nuovi inizi',
  'first-quarter': 'Primo Quarto: una svolta che chiede di agire',
  'full-moon': 'Luna Piena: un culmine di visibilità, compimento e rilascio',
  'last-quarter': 'Ultimo Quarto: il momento di riordinare, lasciar andare e correggere',
};
const ELEMENTO: Record<string, string> = { fire: 'del Fuoco', earth: 'della Terra', air: 'dell’Aria', water: 'dell’Acqua' };
const MODALITA: Record<string, string> = { cardinal: 'cardinale', fixed: 'fissa', mutable: 'mobile' };

export function IT(f: HighlightFacts): string {
  const { h } = f;
  const soggetto = mai(nome(h.planet1, f.body1));
  switch (h.type) {
    case 'station-retrograde':
      return `${soggetto} staziona e inizia il moto retrogrado alle ore ${f.time} UTC in ${f.sign}: i suoi temi si volgono verso l’interno, per una revisione.`;
    case 'station-direct':
      return `${soggetto} staziona e riprende il moto diretto alle ore ${f.time} UTC in ${f.sign}: i suoi temi tornano ad avanzare dopo la revisione.`;
    case 'ingress':
      return `${soggetto} entra in ${f.sign}${f.retrograde ? ' (in moto retrogrado)' : ''} alle ore ${f.time} UTC: il tono cambia verso le qualità ${ELEMENTO[f.elementKey] ?? ''} e della modalità ${MODALITA[f.modalityKey] ?? ''}.`;
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return `${LUNAZIONE[h.type]}, alle ore ${f.time} UTC, con la Luna in ${f.sign}.`;
    case 'lunar-phase':
      return `${f.phase}: alle ore 00:00 UTC la Luna è illuminata al ${f.lit}%; ${f.waxing ? 'cresce, e l’energia sale' : 'cala, e l’energia si raccoglie'}.`;
    default: {
      const [aspetto, genere] = ASPETTO[h.type] ?? [h.type, 'm'];
      return `${soggetto} ${aspetto} con ${nome(h.planet2 ?? '', f.body2)}${f.time ? `, ${genere === 'f' ? 'esatta' : 'esatto'} alle ore ${f.time} UTC` : ` (massimo avvicinamento: ${f.orb}°)`}: ${SENSO[h.type] ?? ''}.`;
    }
  }
}
