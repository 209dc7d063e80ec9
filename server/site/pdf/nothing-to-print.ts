/** The talent or talents asked for exist on the platform but give no page to print (404, not a platform fault). */
export class NothingToPrint extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NothingToPrint";
  }
}
