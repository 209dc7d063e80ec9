import { slugify } from "../../../src/lib/slug.js";
import type { Random } from "./random.js";

/**
 * Brazilian given names and surnames for the demo talents. The lists cover
 * most of the alphabet, so the site's A–Z letter bar has matches for most
 * letters, and include accented names (Érica, Ígor, Álvaro…) whose initials
 * must be folded to their base letter.
 */

export const womenNames = [
  "Ana", "Amanda", "Alice", "Aline", "Ângela", "Adriana", "Ana Clara",
  "Beatriz", "Bruna", "Bianca", "Bárbara",
  "Camila", "Carolina", "Clara", "Cecília", "Cláudia",
  "Daniela", "Débora", "Diana",
  "Eduarda", "Elisa", "Érica", "Ester", "Emanuelly",
  "Fernanda", "Flávia", "Fabiana",
  "Gabriela", "Giovanna", "Gisele",
  "Helena", "Heloísa",
  "Isabela", "Isadora", "Ingrid", "Iara", "Ísis",
  "Juliana", "Júlia", "Jéssica", "Joana",
  "Karina", "Kamila",
  "Larissa", "Letícia", "Luana", "Lívia", "Luíza", "Lorena",
  "Mariana", "Marina", "Manuela", "Mônica", "Melissa", "Maria Eduarda",
  "Natália", "Nicole",
  "Olívia",
  "Paula", "Patrícia", "Priscila",
  "Rafaela", "Renata", "Raquel", "Rebeca",
  "Sofia", "Sabrina", "Sara",
  "Tainá", "Thaís", "Tatiana",
  "Úrsula",
  "Valentina", "Vitória", "Vanessa",
  "Yasmin",
] as const;

export const menNames = [
  "André", "Arthur", "Álvaro", "Antônio",
  "Bruno", "Bernardo",
  "Caio", "Carlos", "Cauã",
  "Diego", "Daniel", "Davi",
  "Eduardo", "Enzo", "Emanuel",
  "Felipe", "Fábio", "Fernando",
  "Gabriel", "Gustavo", "Guilherme",
  "Henrique", "Heitor", "Hugo",
  "Ígor", "Ítalo", "Isaac",
  "João", "José", "Joaquim", "João Pedro",
  "Kaique", "Kauê",
  "Lucas", "Leonardo", "Lorenzo", "Luan",
  "Mateus", "Miguel", "Murilo", "Marcelo",
  "Nicolas",
  "Otávio", "Oliver",
  "Pedro", "Paulo",
  "Rafael", "Rodrigo", "Ricardo", "Renan",
  "Samuel", "Sérgio",
  "Thiago", "Tomás",
  "Vinícius", "Victor",
  "Wesley", "William",
] as const;

/** For talents whose gender is not recorded (NULL in the database). */
export const neutralNames = ["Ariel", "Alex", "Dani", "Kim", "Sam", "Noa", "Luca", "Jordan", "Cris", "Gabi", "Rudá", "Iúri"] as const;

export const surnames = [
  "Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes",
  "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa",
  "Rocha", "Dias", "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado", "Mendes", "Freitas",
  "Cardoso", "Ramos", "Gonçalves", "Araújo", "Magalhães", "Conceição", "Simões", "Brandão", "Guimarães", "Falcão",
  "Castro", "Teixeira", "Monteiro", "Batista", "Campos", "Moura", "Cavalcanti", "Azevedo", "Prado", "Sá",
  "Bezerra", "Peixoto", "Quintela", "Xavier", "Zanetti", "Uchôa",
] as const;

/** Always among the first talents, whatever the seed, so accented initials are always present. */
export const featuredTalents = [
  { name: "João Pereira", gender: "man" },
  { name: "Érica Magalhães", gender: "woman" },
  { name: "Ígor Santos", gender: "man" },
  { name: "Álvaro Conceição", gender: "man" },
] as const;

/** The letter a name files under in an A–Z bar: "Érica" → "E". */
export function initialOf(name: string): string {
  return name.normalize("NFD").charAt(0).toUpperCase();
}

/**
 * Hands out unique full names. Given names are taken letter by letter from a
 * shuffled alphabet, so even a few dozen talents spread over many initials.
 */
export class NamePicker {
  private readonly used = new Set<string>();
  private readonly letters = new Map<readonly string[], { order: string[]; next: number }>();

  constructor(private readonly random: Random) {}

  reserve(name: string): void {
    this.used.add(name);
  }

  pick(given: readonly string[]): string {
    let cycle = this.letters.get(given);
    if (!cycle) {
      cycle = { order: this.random.shuffle([...new Set(given.map(initialOf))].sort()), next: 0 };
      this.letters.set(given, cycle);
    }
    const letter = cycle.order[cycle.next % cycle.order.length] ?? "A";
    cycle.next++;
    const candidates = given.filter((name) => initialOf(name) === letter);
    for (let attempt = 0; attempt < 30; attempt++) {
      const name = `${this.random.pick(candidates)} ${this.random.pick(surnames)}`;
      if (!this.used.has(name)) return this.keep(name);
    }
    // Thousands of talents exhaust the pairs: add a second surname, as many Brazilians have.
    for (;;) {
      const name = `${this.random.pick(given)} ${this.random.pick(surnames)} ${this.random.pick(surnames)}`;
      if (!this.used.has(name)) return this.keep(name);
    }
  }

  private keep(name: string): string {
    this.used.add(name);
    return name;
  }
}

/** Social handles in the usual shapes: `@ana.souza`, `@anasouza`, `@ana_souza`. */
export class HandlePicker {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  pick(name: string, style: "dot" | "joined" | "underscore"): string {
    const words = slugify(name).split("-");
    const first = words[0] ?? "talent";
    const last = words.at(-1) ?? "";
    const separator = style === "dot" ? "." : style === "underscore" ? "_" : "";
    const base = words.length > 1 ? `${first}${separator}${last}` : first;
    let handle = base;
    while (this.used.has(handle)) handle = `${base}${this.random.int(1, 99)}`;
    this.used.add(handle);
    return `@${handle}`;
  }
}
