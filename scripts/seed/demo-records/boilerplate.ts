// The fine print of recorded instruments, by kind: what fills the pages after the parties and the land.

export const DEED_CLAUSES = [
  'Together with all hereditaments and appurtenances belonging thereto, subject to easements, restrictions and reservations of record, if any, and to building and zoning laws and ordinances.',
  'Grantor covenants that Grantor is lawfully seized of the premises in fee simple, has good right to convey the same, and that the premises are free from all encumbrances except as stated herein.',
  'Grantor warrants and will defend the title to the premises against the lawful claims of all persons whomsoever, except as to the exceptions stated herein.',
  'The Seller certifies that the Seller does not know of any wells on the described real property.',
  'The total consideration for this transfer of real property is as stated on the certificate of real estate value filed herewith.',
  'This conveyance is made subject to the lien of real estate taxes for the current year, which the Grantee assumes and agrees to pay.',
  'The Grantee accepts this deed subject to all covenants, conditions and restrictions of record, and to any state of facts an accurate survey would show.',
  'Check here if all or part of the described real property is Registered (Torrens): the certificate of title is to be cancelled and a new certificate issued to the Grantee.',
];

export const MORTGAGE_CLAUSES = [
  'Payment of Principal and Interest; Prepayment and Late Charges. Borrower shall promptly pay when due the principal of and interest on the debt evidenced by the Note and any prepayment and late charges due under the Note.',
  'Funds for Taxes and Insurance. Subject to applicable law or to a written waiver by Lender, Borrower shall pay to Lender on the day monthly payments are due under the Note, until the Note is paid in full, a sum for yearly taxes and assessments.',
  'Application of Payments. Unless applicable law provides otherwise, all payments received by Lender shall be applied first to any prepayment charges due under the Note, second to amounts payable for escrow items, third to interest due, and last to principal due.',
  'Charges; Liens. Borrower shall pay all taxes, assessments, charges, fines and impositions attributable to the Property which may attain priority over this Security Instrument, and leasehold payments or ground rents, if any.',
  'Hazard or Property Insurance. Borrower shall keep the improvements now existing or hereafter erected on the Property insured against loss by fire, hazards included within the term extended coverage and any other hazards for which Lender requires insurance.',
  "Occupancy, Preservation, Maintenance and Protection of the Property. Borrower shall occupy, establish, and use the Property as Borrower's principal residence within sixty days after the execution of this Security Instrument.",
  "Protection of Lender's Rights in the Property. If Borrower fails to perform the covenants and agreements contained in this Security Instrument, then Lender may do and pay for whatever is necessary to protect the value of the Property and Lender's rights in the Property.",
  'Inspection. Lender or its agent may make reasonable entries upon and inspections of the Property. Lender shall give Borrower notice at the time of or prior to an inspection specifying reasonable cause for the inspection.',
  'Condemnation. The proceeds of any award or claim for damages, direct or consequential, in connection with any condemnation or other taking of any part of the Property are hereby assigned and shall be paid to Lender.',
  'Borrower Not Released; Forbearance By Lender Not a Waiver. Extension of the time for payment or modification of amortization of the sums secured by this Security Instrument shall not operate to release the liability of the original Borrower.',
  'Successors and Assigns Bound; Joint and Several Liability; Co-signers. The covenants and agreements of this Security Instrument shall bind and benefit the successors and assigns of Lender and Borrower.',
  "Acceleration; Remedies. Lender shall give notice to Borrower prior to acceleration following Borrower's breach of any covenant or agreement in this Security Instrument. If the default is not cured, Lender may invoke the power of sale.",
  'Release. Upon payment of all sums secured by this Security Instrument, Lender shall discharge this Security Instrument. Borrower shall pay any recordation costs.',
  "Transfer of the Property or a Beneficial Interest in Borrower. If all or any part of the Property or any interest in it is sold or transferred without Lender's prior written consent, Lender may require immediate payment in full of all sums secured by this Security Instrument.",
  "Borrower's Right to Reinstate. If Borrower meets certain conditions, Borrower shall have the right to have enforcement of this Security Instrument discontinued at any time prior to the earlier of five days before sale of the Property or entry of a judgment enforcing this Security Instrument.",
  'Sale of Note; Change of Loan Servicer. The Note or a partial interest in the Note, together with this Security Instrument, may be sold one or more times without prior notice to Borrower.',
  'Hazardous Substances. Borrower shall not cause or permit the presence, use, disposal, storage, or release of any Hazardous Substances on or in the Property, nor allow anyone else to do anything affecting the Property that is in violation of any Environmental Law.',
  'Notices. Any notice to Borrower provided for in this Security Instrument shall be given by delivering it or by mailing it by first class mail unless applicable law requires use of another method.',
  'Governing Law; Severability. This Security Instrument shall be governed by federal law and the law of the jurisdiction in which the Property is located. In the event that any provision conflicts with applicable law, such conflict shall not affect other provisions.',
  'Waiver of Homestead. Borrower waives all right of homestead exemption in the Property to the extent permitted by applicable law.',
  'Riders to this Security Instrument. If one or more riders are executed by Borrower and recorded together with this Security Instrument, the covenants of each such rider shall be incorporated into this Security Instrument.',
];

export const RELEASE_CLAUSES = [
  'The undersigned holder hereby authorizes and directs the County Recorder to make entry of this satisfaction of record.',
  'The undersigned warrants that it is the present owner and holder of the instrument described herein and has full authority to execute this document.',
  'This instrument affects only the interest described herein and does not release any other lien, claim or encumbrance on the property.',
];

export const LEASE_CLAUSES = [
  'Term. The term of this Lease shall be fifty-five (55) years commencing on the date hereof, unless sooner terminated as provided herein, in accordance with Article XII of the Constitution of the Northern Mariana Islands.',
  'Rent. Lessee shall pay to Lessor as rent for the premises the sum stated in the schedule of rent attached hereto, payable in advance without demand, deduction or set-off.',
  'Use of Premises. Lessee may use the premises for any lawful purpose, including the construction and operation of commercial and residential improvements.',
  'Improvements. All improvements constructed upon the premises shall remain the property of Lessee during the term and shall become the property of Lessor upon expiration of the term.',
  'Assignment and Subletting. Lessee may assign this Lease or sublet the premises with the written consent of Lessor, which consent shall not be unreasonably withheld.',
  'Taxes and Utilities. Lessee shall pay all taxes, assessments and utility charges levied on the premises and the improvements during the term.',
  'Default. If Lessee fails to pay rent within thirty (30) days after written notice of default, Lessor may terminate this Lease and re-enter the premises.',
  'Leasehold Mortgage. Lessee may mortgage its leasehold interest to a lending institution, and Lessor agrees to give such lender notice of any default and an opportunity to cure.',
  'Quiet Enjoyment. Lessor covenants that Lessee, upon paying the rent and performing the covenants herein, shall peaceably and quietly have, hold and enjoy the premises for the term.',
  'Indemnity. Lessee shall indemnify and hold Lessor harmless from all claims arising from the use of the premises by Lessee, its agents, employees and invitees.',
  'Insurance. Lessee shall keep all improvements insured against loss by fire and typhoon in an amount not less than their full replacement value, naming Lessor as an additional insured.',
  'Surrender. Upon expiration or termination of this Lease, Lessee shall surrender the premises to Lessor in good order and condition, ordinary wear and tear excepted.',
  'Eminent Domain. If the premises or any part thereof are taken by eminent domain, the award shall be apportioned between Lessor and Lessee as their interests may appear.',
  'Governing Law. This Lease shall be governed by the laws of the Commonwealth of the Northern Mariana Islands.',
];

export const GENERAL_CLAUSES = [
  'This instrument shall be binding upon and inure to the benefit of the parties hereto and their respective heirs, personal representatives, successors and assigns.',
  'The parties agree that this instrument may be recorded in the office of the recorder of the county in which the property is located.',
  'If any provision of this instrument is held invalid, the remaining provisions shall continue in full force and effect.',
  "The undersigned declares under penalty of perjury that the statements made herein are true and correct to the best of the undersigned's knowledge and belief.",
  'This instrument contains the entire agreement of the parties with respect to its subject matter and may be amended only in a writing signed by all parties.',
  'Time is of the essence of every provision of this instrument.',
];
