/**
 * Option lists of the application form: Brazil's 27 federative units (ids are
 * the IBGE state codes), a handful of cities per state with the capital first,
 * and the hair and eye colours the agency records.
 */
import { eyeColourNames, hairColourNames } from "../../../src/contract/colour-names.js";

/** Country id of Brazil in the platform. */
export const brazilCountryId = 21;

export interface StateSeed {
  id: number;
  uf: string;
  name: string;
  cities: readonly string[];
}

export const states: readonly StateSeed[] = [
  { id: 12, uf: "AC", name: "Acre", cities: ["Rio Branco", "Cruzeiro do Sul", "Sena Madureira", "Tarauacá"] },
  { id: 27, uf: "AL", name: "Alagoas", cities: ["Maceió", "Arapiraca", "Palmeira dos Índios", "Penedo", "Maragogi"] },
  { id: 16, uf: "AP", name: "Amapá", cities: ["Macapá", "Santana", "Laranjal do Jari", "Oiapoque"] },
  { id: 13, uf: "AM", name: "Amazonas", cities: ["Manaus", "Parintins", "Itacoatiara", "Manacapuru", "Tefé"] },
  {
    id: 29,
    uf: "BA",
    name: "Bahia",
    cities: ["Salvador", "Feira de Santana", "Vitória da Conquista", "Ilhéus", "Porto Seguro", "Itabuna", "Juazeiro", "Lauro de Freitas"],
  },
  { id: 23, uf: "CE", name: "Ceará", cities: ["Fortaleza", "Caucaia", "Juazeiro do Norte", "Sobral", "Maracanaú", "Crato"] },
  { id: 53, uf: "DF", name: "Distrito Federal", cities: ["Brasília", "Taguatinga", "Ceilândia", "Águas Claras", "Gama"] },
  {
    id: 32,
    uf: "ES",
    name: "Espírito Santo",
    cities: ["Vitória", "Vila Velha", "Serra", "Cariacica", "Guarapari", "Linhares", "Cachoeiro de Itapemirim"],
  },
  { id: 52, uf: "GO", name: "Goiás", cities: ["Goiânia", "Aparecida de Goiânia", "Anápolis", "Rio Verde", "Caldas Novas", "Pirenópolis"] },
  { id: 21, uf: "MA", name: "Maranhão", cities: ["São Luís", "Imperatriz", "Caxias", "Timon", "Barreirinhas"] },
  { id: 51, uf: "MT", name: "Mato Grosso", cities: ["Cuiabá", "Várzea Grande", "Rondonópolis", "Sinop", "Tangará da Serra"] },
  { id: 50, uf: "MS", name: "Mato Grosso do Sul", cities: ["Campo Grande", "Dourados", "Três Lagoas", "Corumbá", "Bonito"] },
  {
    id: 31,
    uf: "MG",
    name: "Minas Gerais",
    cities: [
      "Belo Horizonte", "Uberlândia", "Contagem", "Juiz de Fora", "Betim",
      "Montes Claros", "Ouro Preto", "Poços de Caldas", "Ipatinga", "Uberaba",
    ],
  },
  { id: 15, uf: "PA", name: "Pará", cities: ["Belém", "Ananindeua", "Santarém", "Marabá", "Castanhal"] },
  { id: 25, uf: "PB", name: "Paraíba", cities: ["João Pessoa", "Campina Grande", "Santa Rita", "Patos", "Cabedelo"] },
  {
    id: 41,
    uf: "PR",
    name: "Paraná",
    cities: ["Curitiba", "Londrina", "Maringá", "Ponta Grossa", "Cascavel", "Foz do Iguaçu", "São José dos Pinhais"],
  },
  {
    id: 26,
    uf: "PE",
    name: "Pernambuco",
    cities: ["Recife", "Jaboatão dos Guararapes", "Olinda", "Caruaru", "Petrolina", "Paulista", "Ipojuca"],
  },
  { id: 22, uf: "PI", name: "Piauí", cities: ["Teresina", "Parnaíba", "Picos", "Piripiri", "Floriano"] },
  {
    id: 33,
    uf: "RJ",
    name: "Rio de Janeiro",
    cities: [
      "Rio de Janeiro", "Niterói", "São Gonçalo", "Duque de Caxias", "Nova Iguaçu", "Petrópolis",
      "Volta Redonda", "Campos dos Goytacazes", "Macaé", "Cabo Frio", "Armação dos Búzios",
      "Angra dos Reis", "Teresópolis", "Nova Friburgo", "Paraty", "Resende",
    ],
  },
  { id: 24, uf: "RN", name: "Rio Grande do Norte", cities: ["Natal", "Mossoró", "Parnamirim", "Caicó", "Tibau do Sul"] },
  {
    id: 43,
    uf: "RS",
    name: "Rio Grande do Sul",
    cities: ["Porto Alegre", "Caxias do Sul", "Pelotas", "Canoas", "Santa Maria", "Gramado", "Novo Hamburgo", "Passo Fundo"],
  },
  { id: 11, uf: "RO", name: "Rondônia", cities: ["Porto Velho", "Ji-Paraná", "Ariquemes", "Vilhena", "Cacoal"] },
  { id: 14, uf: "RR", name: "Roraima", cities: ["Boa Vista", "Rorainópolis", "Caracaraí", "Pacaraima"] },
  {
    id: 42,
    uf: "SC",
    name: "Santa Catarina",
    cities: ["Florianópolis", "Joinville", "Blumenau", "Balneário Camboriú", "Chapecó", "Itajaí", "Criciúma", "São José"],
  },
  {
    id: 35,
    uf: "SP",
    name: "São Paulo",
    cities: [
      "São Paulo", "Campinas", "Guarulhos", "Santo André", "São Bernardo do Campo", "Osasco",
      "Santos", "Ribeirão Preto", "Sorocaba", "São José dos Campos", "Jundiaí", "Piracicaba",
      "Bauru", "Ubatuba", "Guarujá", "São José do Rio Preto",
    ],
  },
  { id: 28, uf: "SE", name: "Sergipe", cities: ["Aracaju", "Nossa Senhora do Socorro", "Lagarto", "Itabaiana", "Estância"] },
  { id: 17, uf: "TO", name: "Tocantins", cities: ["Palmas", "Araguaína", "Gurupi", "Porto Nacional"] },
];

/** City ids are the state id times 1000 plus the city's place in its list (Rio de Janeiro is 33001). */
export function cityId(state: StateSeed, index: number): number {
  return state.id * 1000 + index + 1;
}

/** The platform's colour lists, in the order of their ids. */
export const hairColours = hairColourNames.map((colour) => colour.message);
export const eyeColours = eyeColourNames.map((colour) => colour.message);
